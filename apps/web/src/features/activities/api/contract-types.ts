import type { EndpointPath, RequestOf, ResponseOf } from '@app/contract';

// The contract's rows by path, as plain types: a request as the client sends it and an answer as it arrives.
// Type-only, so no schema code reaches the bundle.

export type Req<P extends EndpointPath> = RequestOf<P>;
export type Res<P extends EndpointPath> = ResponseOf<P>;

export type ActivityCard = Res<'/api/community/v1/activity/list'>['rows'][number];
export type ActivityDetail = Res<'/api/community/v1/activity/findOne'>;
export type Question = ActivityDetail['questions'][number];
export type Ticket = ActivityDetail['tickets'][number];
export type EnrolState = ActivityCard['enrolState'];
export type MyEnrolment = NonNullable<ActivityDetail['myEnrolment']>;
export type Enrolment = Res<'/api/service/community/v1/activityEnroll/findActivityEnrollById'>;
export type AnswerValue = Req<'/api/service/community/v1/activityEnroll/saveActivityEnrollInfo'>['answers'] extends
  Record<string, infer V> | undefined
  ? V
  : never;
