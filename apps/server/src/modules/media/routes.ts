import {
  averageColorQuery,
  convertGifRequest,
  delFileRequest,
  multipartRequest,
  queryVideoUrlRequest,
  stsTokenRequest,
  videoIdRequest,
} from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { convertGif } from './gif-job.ts';
import { deleteFile, imageAverageColor } from './media-service.ts';
import { readUpload, spoolUpload } from './multipart-upload.ts';
import { issueGrant } from './upload-grants.ts';
import { imageTooLarge, storeImage, videoTooLarge } from './upload-service.ts';
import { mezzanineInfo, playInfo } from './video-service.ts';
import { queryVideoUrl, refreshVideoUrl, uploadVideo } from './video-upload-service.ts';

export const mediaRoutes = [
  defineRoute(
    '/api/service/sec/v1/sts/queryToken',
    stsTokenRequest,
    ({ app, user, input }) => issueGrant(app, requireUser(user), input.kind),
    { limit: 'upload' },
  ),
  defineRoute('/api/service/sec/v1/sts/refreshToken', stsTokenRequest, ({ app, user, input }) =>
    issueGrant(app, requireUser(user), input.kind),
  ),
  defineRoute(
    '/api/service/socialcontact/v1/upload/updateFile',
    multipartRequest,
    async ({ app, user, request }) => {
      const max = app.config.UPLOAD_IMAGE_MAX_BYTES;
      const { bytes, filename } = await readUpload(request, max, () => imageTooLarge(max));
      return storeImage(app, requireUser(user), bytes, filename);
    },
    { limit: 'upload' },
  ),
  defineRoute('/api/service/socialcontact/v1/upload/delAliOssFile', delFileRequest, ({ app, user, input }) =>
    deleteFile(app, requireUser(user), input),
  ),
  defineRoute(
    '/api/ls/service/v1/updaload/updateFile',
    multipartRequest,
    async ({ app, user, request }) => {
      const max = app.config.UPLOAD_VIDEO_MAX_BYTES;
      return uploadVideo(app, requireUser(user), await spoolUpload(request, max, () => videoTooLarge(max)));
    },
    { limit: 'upload' },
  ),
  defineRoute('/api/ls/service/v1/updaload/queryVideoUrl', queryVideoUrlRequest, ({ app, user, input }) =>
    queryVideoUrl(app, requireUser(user), input),
  ),
  defineRoute('/api/ls/service/v1/updaload/refreshVideoUrl', videoIdRequest, ({ app, user, input }) =>
    refreshVideoUrl(app, requireUser(user), input.videoId),
  ),
  defineRoute('/api/ls/service/v1/updaload/queryVideoPlayUrl', videoIdRequest, ({ app, input }) =>
    playInfo(app, input.videoId),
  ),
  defineRoute('/api/ls/service/v1/updaload/getMezzanineInfo', videoIdRequest, ({ app, user, input }) =>
    mezzanineInfo(app, requireUser(user), input.videoId),
  ),
  defineRoute('/api/ls/service/v1/video/convertGif', convertGifRequest, ({ app, user, input }) =>
    convertGif(app, requireUser(user), input),
  ),
  defineRoute('/api/ls/service/v1/image/averageColor', averageColorQuery, ({ app, input }) =>
    imageAverageColor(app, input.url),
  ),
];
