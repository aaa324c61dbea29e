/** What people wrote through the contact form (api/CONSOLE.md, "Back office"), newest first, a page at a time. */
import { contactMessagesPageSchema, toStruct, type ContactMessagesPage } from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminGet } from './admin-client';
import type { Struct } from 'superstruct';

export const MESSAGES_PAGE = 20;

const pageStruct: Struct<ContactMessagesPage, unknown> = toStruct(contactMessagesPageSchema);

export type ContactMessage = ContactMessagesPage['messages'][number];

/** A page of messages older than the message `before` (the newest without it). */
export const useContactMessages = (before: number | undefined) =>
  useAdminQuery([...BACK_OFFICE_KEY, 'messages', before ?? 'newest'], () =>
    adminGet('api/admin/contact-messages', pageStruct, { limit: MESSAGES_PAGE, ...(before ? { before } : {}) }),
  );
