export {
  FAKE_SMTP_PASSWORD,
  FAKE_SMTP_USER,
  type FakeSmtp,
  type ReceivedMail,
  type SmtpMode,
  startFakeSmtp,
} from './server.ts';
