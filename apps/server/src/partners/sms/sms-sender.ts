/** What is sent: a verification code for one phone and one purpose. */
export interface SmsMessage {
  countryCode: string;
  mobile: string;
  code: string;
  purpose: 'register' | 'login' | 'reset' | 'cancel';
}

/** The SMS gateway. One provider per environment: the console (development only) or Aliyun. */
export interface SmsSender {
  readonly provider: 'console' | 'aliyun';
  send(message: SmsMessage): Promise<void>;
}
