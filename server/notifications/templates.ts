import type { Channel } from '@/server/messaging/delivery';

/**
 * What `notify` can send: each template names its message (`Notify.<message>` in
 * messages/notifications) and the channels it goes out on, in order of preference. A feature adds
 * a row here and its sentence in both languages.
 */
export interface NotificationTemplate {
  message: string;
  channels: readonly Channel[];
}

export const NOTIFICATION_TEMPLATES = {
  'role-granted': { message: 'role_granted', channels: ['sms'] },
  'role-revoked': { message: 'role_revoked', channels: ['sms'] },
  'tutor-request-offer': { message: 'tutor_request_offer', channels: ['sms', 'email'] },
  'tutor-request-suggestion': { message: 'tutor_request_suggestion', channels: ['sms', 'email'] },
  'tutor-request-chosen': { message: 'tutor_request_chosen', channels: ['sms', 'email'] },
  'tutor-application-submitted': { message: 'tutor_application_submitted', channels: ['sms'] },
  'tutor-application-approved': { message: 'tutor_application_approved', channels: ['sms'] },
  'tutor-application-rejected': { message: 'tutor_application_rejected', channels: ['sms'] },
  'tutor-application-changes-requested': { message: 'tutor_application_changes_requested', channels: ['sms'] },
  'ticket-answered': { message: 'ticket_answered', channels: ['sms'] },
  'tutor-media-approved': { message: 'tutor_media_approved', channels: ['sms'] },
  'tutor-media-rejected': { message: 'tutor_media_rejected', channels: ['sms'] },
  'conversation-unread': { message: 'conversation_unread', channels: ['sms', 'email'] },
  'class-reminder': { message: 'class_reminder', channels: ['sms', 'email'] },
  'class-survey': { message: 'class_survey', channels: ['sms', 'email'] },
  'payout-paid': { message: 'payout_paid', channels: ['sms', 'email'] },
  'payout-failed': { message: 'payout_failed', channels: ['sms', 'email'] },
  'payment-receipt': { message: 'payment_receipt', channels: ['email'] },
  'dispute-decided': { message: 'dispute_decided', channels: ['sms', 'email'] },
} as const satisfies Record<string, NotificationTemplate>;

export type TemplateName = keyof typeof NOTIFICATION_TEMPLATES;
