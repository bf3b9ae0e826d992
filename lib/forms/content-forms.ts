/**
 * The content forms that work without JavaScript (contact, study abroad, school consultation):
 * the API route each saves through, the page a post returns to by default, and the pages the form
 * is on (a post names its own, `_back`; any other is not followed).
 */
export const CONTENT_FORMS = {
  contact: { api: '/www/v1/contact-messages', page: '/contact-us', pages: /^\/contact-us$/ },
  abroad: { api: '/www/v1/abroad/consultation-requests', page: '/abroad', pages: /^\/abroad(\/[a-z0-9-]{1,80})?$/ },
  school: { api: '/www/v1/schools/consultation-requests', page: '/view-slug', pages: /^\/view-slug$/ },
} as const;
export type ContentForm = keyof typeof CONTENT_FORMS;

export const isContentForm = (name: string): name is ContentForm => Object.hasOwn(CONTENT_FORMS, name);
