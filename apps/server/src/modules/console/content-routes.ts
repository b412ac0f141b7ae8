import {
  activityFeatureRequest,
  activitySignupsRequest,
  activityTakeDownRequest,
  advertListRequest,
  advertSaveRequest,
  applicationDecideRequest,
  applicationListRequest,
  authorHistoryRequest,
  channelSaveRequest,
  consoleActivityListRequest,
  consoleEmpty,
  heldDecideRequest,
  heldListRequest,
  orderRequest,
  personPageRequest,
  personReportsRequest,
  personRequest,
  personSanctionRequest,
  personSetModeratorRequest,
  personSetPublisherRequest,
  poiEditRequest,
  poiRequest,
  proposalDecideRequest,
  proposalListRequest,
  setPreModerationRequest,
  topicHideRequest,
  topicListRequest,
  topicSaveRequest,
  wordAddRequest,
  wordImportRequest,
  wordListRequest,
  wordRemoveRequest,
  wordUpdateRequest,
} from '@app/contract';
import { defineRoute, REPLIED, requireOperator, type RouteContext } from '../../platform/http/routes.ts';
import { actorOf } from './audit-service.ts';
import {
  advertPage,
  channelList,
  hideTopic,
  orderOf,
  saveAdvert,
  saveChannel,
  saveTopic,
  topicPage,
} from './display-admin-service.ts';
import { changePreModeration, decideHeld, heldPage, reviewSettings } from './held-admin-service.ts';
import {
  authorHistory,
  memberDetail,
  memberPoints,
  memberPosts,
  memberReports,
  memberSignups,
  sanctionMember,
  setMemberModerator,
  setMemberPublisher,
} from './member-service.ts';
import { changePoi, decideProposal, poiForEdit, proposalPage } from './place-admin-service.ts';
import {
  activityPage,
  activitySignups,
  applicationPage,
  decideApplication,
  setActivityFeatured,
  takeDownActivity,
} from './publishing-service.ts';
import { addWord, exportWords, importWords, removeWords, updateWord, wordPage } from './word-service.ts';

// The console's content and configuration paths (docs/product/console-content.md). The permission of each is the
// contract row's; the policy is checked before a route runs.

const actor = (c: RouteContext<unknown>) => actorOf(requireOperator(c.operator), c.request.ip);
const P = '/api/console/v1';

export const consoleContentRoutes = [
  defineRoute(`${P}/held/list`, heldListRequest, (c) => heldPage(c.app, c.input)),
  defineRoute(`${P}/held/decide`, heldDecideRequest, (c) => decideHeld(c.app, actor(c), c.input)),
  defineRoute(`${P}/held/settings`, consoleEmpty, (c) => reviewSettings(c.app)),
  defineRoute(`${P}/held/setPreModeration`, setPreModerationRequest, (c) =>
    changePreModeration(c.app, actor(c), c.input),
  ),
  defineRoute(`${P}/moderation/authorHistory`, authorHistoryRequest, (c) => authorHistory(c.app, c.input)),

  defineRoute(`${P}/sensitiveWords/list`, wordListRequest, (c) => wordPage(c.app, c.input)),
  defineRoute(`${P}/sensitiveWords/add`, wordAddRequest, (c) => addWord(c.app, actor(c), c.input)),
  defineRoute(`${P}/sensitiveWords/update`, wordUpdateRequest, (c) => updateWord(c.app, actor(c), c.input)),
  defineRoute(`${P}/sensitiveWords/remove`, wordRemoveRequest, (c) => removeWords(c.app, actor(c), c.input)),
  defineRoute(`${P}/sensitiveWords/import`, wordImportRequest, (c) => importWords(c.app, actor(c), c.input)),
  defineRoute(`${P}/sensitiveWords/export`, consoleEmpty, async (c) => {
    const csv = await exportWords(c.app);
    await c.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sensitive-words.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
    return REPLIED;
  }),

  defineRoute(`${P}/people/detail`, personRequest, (c) => memberDetail(c.app, c.input)),
  defineRoute(`${P}/people/posts`, personPageRequest, (c) => memberPosts(c.app, c.input)),
  defineRoute(`${P}/people/reports`, personReportsRequest, (c) => memberReports(c.app, c.input)),
  defineRoute(`${P}/people/points`, personPageRequest, (c) => memberPoints(c.app, c.input)),
  defineRoute(`${P}/people/signups`, personPageRequest, (c) => memberSignups(c.app, c.input)),
  defineRoute(`${P}/people/sanction`, personSanctionRequest, (c) => sanctionMember(c.app, actor(c), c.input)),
  defineRoute(`${P}/people/setModerator`, personSetModeratorRequest, (c) =>
    setMemberModerator(c.app, actor(c), c.input),
  ),
  defineRoute(`${P}/people/setPublisher`, personSetPublisherRequest, (c) =>
    setMemberPublisher(c.app, actor(c), c.input),
  ),

  defineRoute(`${P}/publisherApplications/list`, applicationListRequest, (c) => applicationPage(c.app, c.input)),
  defineRoute(`${P}/publisherApplications/decide`, applicationDecideRequest, (c) =>
    decideApplication(c.app, actor(c), c.input),
  ),

  defineRoute(`${P}/activities/list`, consoleActivityListRequest, (c) => activityPage(c.app, c.input)),
  defineRoute(`${P}/activities/takeDown`, activityTakeDownRequest, (c) => takeDownActivity(c.app, actor(c), c.input)),
  defineRoute(`${P}/activities/feature`, activityFeatureRequest, (c) => setActivityFeatured(c.app, actor(c), c.input)),
  defineRoute(`${P}/activities/signups`, activitySignupsRequest, (c) => activitySignups(c.app, c.input)),

  defineRoute(`${P}/places/proposals`, proposalListRequest, (c) => proposalPage(c.app, c.input)),
  defineRoute(`${P}/places/decideProposal`, proposalDecideRequest, (c) => decideProposal(c.app, actor(c), c.input)),
  defineRoute(`${P}/places/poi`, poiRequest, (c) => poiForEdit(c.app, c.input)),
  defineRoute(`${P}/places/editPoi`, poiEditRequest, (c) => changePoi(c.app, actor(c), c.input)),

  defineRoute(`${P}/topics/list`, topicListRequest, (c) => topicPage(c.app, c.input)),
  defineRoute(`${P}/topics/save`, topicSaveRequest, (c) => saveTopic(c.app, actor(c), c.input)),
  defineRoute(`${P}/topics/order`, orderRequest, (c) => orderOf('topics')(c.app, actor(c), c.input)),
  defineRoute(`${P}/topics/hide`, topicHideRequest, (c) => hideTopic(c.app, actor(c), c.input)),

  defineRoute(`${P}/adverts/list`, advertListRequest, (c) => advertPage(c.app, c.input)),
  defineRoute(`${P}/adverts/save`, advertSaveRequest, (c) => saveAdvert(c.app, actor(c), c.input)),
  defineRoute(`${P}/adverts/order`, orderRequest, (c) => orderOf('brand_adverts')(c.app, actor(c), c.input)),

  defineRoute(`${P}/channels/list`, consoleEmpty, (c) => channelList(c.app)),
  defineRoute(`${P}/channels/save`, channelSaveRequest, (c) => saveChannel(c.app, actor(c), c.input)),
];
