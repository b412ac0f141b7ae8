import type { ComponentType } from 'react';
import { Component as Edit } from './activity-edit';
import { Component as Tags } from './activity-characteristic-tag';
import { Component as Joined } from './activity-joined';
import { Component as Manage } from './activity-manage';
import { Component as Success } from './activity-publish-success';
import { Component as Detail } from './edit-activity-detail';
import { Component as Questions } from './question-set';
import { Component as Tickets } from './set-activity-ticket';

// The organiser's nine screens travel as one chunk: they are used together (the flow runs step after step,
// /activitymanage leads into it), and the entry then names one import for all of them instead of nine, each of
// which would carry its own list of chunks into the entry and grow /speakTopic's first load.

const PAGES: Readonly<Record<string, ComponentType>> = {
  '/activityEdit': Edit,
  '/setactivityticket': Tickets,
  '/activitycharacteristictag': Tags,
  '/editactivitydetail': Detail,
  '/activitypublisheditsucces': Success,
  '/activitysucceed': Success,
  '/activityzocceed': Joined,
  '/questionSet': Questions,
  '/activitymanage': Manage,
};

/** The route module (`lazy`'s answer) of one organiser route. */
export function organiserPage(path: string): { Component: ComponentType } {
  const Component = PAGES[path];
  if (!Component) throw new Error(`no organiser page for ${path}`);
  return { Component };
}
