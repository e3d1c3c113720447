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
