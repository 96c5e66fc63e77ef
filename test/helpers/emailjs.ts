// A stand-in for https://api.emailjs.com in browser tests: answers the CORS preflight, records
// every POST body, and answers it the way a test asks (a status, a network failure, or a
// response held back until the test releases it).
import type { HTTPRequest } from 'puppeteer';
import { engine, type Interceptor } from './browser.ts';

export const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';

export interface EmailJsPost {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

export type Answer = number | 'network-error';

export interface EmailJsMock {
  intercept: Interceptor;
  /** Parsed bodies of the POSTs received, in order. */
  posts: EmailJsPost[];
  preflights: number;
  /** Requests to any other third party (there should be none). */
  others: string[];
  /** How the next POSTs are answered (200 'OK' by default). */
  answer: Answer;
  /** Holds the next answers back until the returned function is called. */
  hold: () => () => void;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  // No preflight cache: every POST shows its own preflight.
  'access-control-max-age': '0',
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'The Public Key is invalid',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
  500: 'Internal Server Error',
};

export function emailJsMock(): EmailJsMock {
  let gate: Promise<void> = Promise.resolve();
  const mock: EmailJsMock = {
    posts: [],
    preflights: 0,
    others: [],
    answer: 200,
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
    async intercept(request: HTTPRequest) {
      if (!request.url().startsWith(EMAILJS_SEND)) {
        mock.others.push(request.url());
        return false;
      }
      if (request.method() === 'OPTIONS') {
        mock.preflights++;
        await request.respond({ status: 204, headers: CORS, body: '' });
        return true;
      }
      // (Over BiDi, Firefox's requests hand their body over on demand only.)
      const body = engine === 'firefox' ? await request.fetchPostData() : request.postData();
      mock.posts.push(JSON.parse(body ?? 'null') as EmailJsPost);
      const answer = mock.answer;
      await gate;
      if (answer === 'network-error') await request.abort('failed');
      else await request.respond({ status: answer, headers: { ...CORS, 'content-type': 'text/plain' }, body: STATUS_TEXT[answer] ?? 'Error' });
      return true;
    },
  };
  return mock;
}
