import type { ApiInput } from '../../../../api/http';
import type {
  activityCard,
  activityDetail,
  activitySaved,
  activitySummary,
  checkInResponse,
  classifysResponse,
  diyContent,
  enrolListResponse,
  enrolmentView,
  importInvitationResponse,
  myJoinResponse,
  myPublishResponse,
  permissionResponse,
  questionInput,
  ticketInput,
} from '@app/contract';

// The contract's schemas name every payload; these read their types without bringing zod into the bundle
// (type-only imports are erased). Out = what an answer holds, In = what a request may say.
export type Out<S> = S extends { _zod: { output: infer O } } ? O : never;
export type In<S> = S extends { _zod: { input: infer I } } ? I : never;

export type ActivityDetail = Out<typeof activityDetail>;
export type ActivityCard = Out<typeof activityCard>;
/** What saveDraft and update take, as the web sends it (ids as strings). */
export type ActivityInput = ApiInput<'/api/service/community/v1/activity/saveDraft'>;
export type ActivitySaved = Out<typeof activitySaved>;
export type ActivityStatus = ActivityCard['status'];
export type ActivitySummary = Out<typeof activitySummary>;
export type QuestionInput = In<typeof questionInput>;
export type TicketInput = In<typeof ticketInput>;
export type DiyContent = Out<typeof diyContent>;
export type Classifys = Out<typeof classifysResponse>;
export type Permission = Out<typeof permissionResponse>;
export type MyPublishPage = Out<typeof myPublishResponse>;
export type MyJoinPage = Out<typeof myJoinResponse>;
export type EnrolListPage = Out<typeof enrolListResponse>;
export type EnrolListRow = EnrolListPage['rows'][number];
export type Enrolment = Out<typeof enrolmentView>;
export type CheckedIn = Out<typeof checkInResponse>;
export type ImportResult = Out<typeof importInvitationResponse>;
