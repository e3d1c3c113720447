/** What the contact form and its refusals say. */
export const CONTACT_MSG = {
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name cannot exceed 100 characters",
  emailInvalid: "Please enter a valid email address",
  subjectTooShort: "Subject must be at least 5 characters",
  subjectTooLong: "Subject cannot exceed 200 characters",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message cannot exceed 5000 characters",
  sent: "Message sent successfully!",
  sentBody: "We'll get back to you soon.",
  failedTitle: "Failed to send message",
  failedBody: "Please try again later.",
} as const;

/** What the console's contact inbox and its refusals say. */
export const CONTACT_INBOX_MSG = {
  notFound: "Message not found",
  replyRequired: "Please write an answer",
  replyTooLong: "Answer cannot exceed 5000 characters",
  replySent: "Answer sent",
  archived: "Message archived",
  unarchived: "Message moved back to the inbox",
  empty: {
    inbox: "No messages in the inbox",
    inboxHint: "Messages sent through the contact form arrive here.",
    archived: "No archived messages",
    archivedHint: "Archive a message once it needs nothing more.",
  },
  failed: {
    load: "Failed to load messages",
    loadOne: "Failed to load the message",
    reply: "Failed to send the answer",
    archive: "Failed to archive the message",
    unarchive: "Failed to move the message back",
  },
  answeredBy: (username: string) => `Answered by ${username}`,
  unread: (n: number) => (n === 1 ? "1 unread" : `${n} unread`),
} as const;
