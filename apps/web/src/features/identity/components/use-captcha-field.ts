import { useState } from 'react';
import { useCaptcha } from '../api/captcha';

/** A form's captcha with the answer typed for it; `used()` clears the answer once a send has used it up. */
export function useCaptchaField(scope: string) {
  const captcha = useCaptcha(scope);
  const [answer, setAnswer] = useState('');
  return { captcha, answer, setAnswer, used: () => setAnswer('') };
}
