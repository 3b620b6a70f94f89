/** The four fields of a contact message, named as the e-mail template expects them. */
export const contactFieldNames = ['user_name', 'email', 'subject', 'message'] as const;

export type ContactFieldName = (typeof contactFieldNames)[number];
export type ContactFields = Record<ContactFieldName, string>;

export const emptyFields: ContactFields = { user_name: '', email: '', subject: '', message: '' };
