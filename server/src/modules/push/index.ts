/** The push module's face: a committed message pushed and mailed to whom it concerns, or its mail cancelled once read. */
export { reachRecipients } from './deliver';
export { cancelReadMail } from './missed-mail';
