import {
  cancelAccountRequest,
  cancelAccountResponse,
  exportDataRequest,
  exportDataResponse,
  privacyStatusRequest,
  privacyStatusResponse,
  revokeCancelRequest,
  revokeCancelResponse,
} from '../schemas/privacy.ts';
import { endpoint } from './define.ts';

// privacy: the personal-data rights (PIPL) of docs/product/api-paths.md's "Trust, privacy and operations", and one added row.
export const privacyEndpoints = [
  endpoint('/api/user/v1/privacy/exportData', {
    request: exportDataRequest,
    response: exportDataResponse,
    auth: 'login',
    enc: true,
    write: true,
    summary: 'a copy of one’s personal data as a download: queues the JSON file and answers its state',
  }),
  endpoint('/api/user/v1/privacy/cancelAccount', {
    request: cancelAccountRequest,
    response: cancelAccountResponse,
    auth: 'login',
    enc: true,
    write: true,
    summary:
      'cancel (注销) one’s account after an SMS code (purpose cancel); takes effect after a 15-day cooling-off period',
  }),
  endpoint('/api/user/v1/privacy/revokeCancel', {
    request: revokeCancelRequest,
    response: revokeCancelResponse,
    auth: 'login',
    enc: true,
    write: true,
    summary: 'withdraw a pending cancellation',
  }),
  endpoint('/api/user/v1/privacy/status', {
    request: privacyStatusRequest,
    response: privacyStatusResponse,
    auth: 'login',
    enc: true,
    summary:
      'a pending cancellation and the newest data copy with its download address (added: the privacy centre and the app after login read it)',
  }),
];
