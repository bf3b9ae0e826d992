import type { Page } from '@playwright/test';

/**
 * Issue 36: the forms of a page's HTML that ask for a person's details (a phone, an e-mail, a
 * password, a name, an address) but would send them in the address: without `method="post"`, a
 * form submitted before the page's scripts run makes the browser GET them. Read by a blank page of
 * the test browser, with the page's scripts taken out.
 */
export async function personalFormsWithoutPost(reader: Page, html: string): Promise<string[]> {
  await reader.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), { waitUntil: 'domcontentloaded' });
  return reader.$$eval('form', (forms) => {
    const personal = /name|mobile|phone|tel|email|password|address|birth/i;
    const notTyped = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'range', 'color', 'image']);
    const asks = (input: HTMLInputElement) => {
      const type = (input.getAttribute('type') ?? 'text').toLowerCase();
      if (notTyped.has(type)) return false;
      return ['tel', 'email', 'password'].includes(type) || personal.test(input.name) || personal.test(input.getAttribute('autocomplete') ?? '');
    };
    return forms
      .filter((form) => (form.getAttribute('method') ?? 'get').toLowerCase() !== 'post')
      .map((form) => [...form.querySelectorAll('input')].filter(asks).map((input) => input.name))
      .filter((names) => names.length > 0)
      .map((names) => `a form without method="post" asks for ${names.join(', ')}`);
  });
}
