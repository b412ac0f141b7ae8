import { emptyResponse } from '../schemas/platform.ts';
import {
  averageColorQuery,
  averageColorResponse,
  convertGifRequest,
  convertGifResponse,
  delFileRequest,
  mezzanineResponse,
  multipartRequest,
  queryVideoUrlRequest,
  stsTokenRequest,
  stsTokenResponse,
  uploadFileResponse,
  videoIdRequest,
  videoInfo,
  videoStateResponse,
} from '../schemas/media.ts';
import { endpoint } from './define.ts';

// media: the rows of ENDPOINTS.md, paths byte for byte. Schemas are tightened as each path is built.
export const mediaEndpoints = [
  endpoint('/api/service/sec/v1/sts/queryToken', {
    request: stsTokenRequest,
    response: stsTokenResponse,
    auth: 'login',
    enc: true,
    summary: 'upload credentials: where and how to upload (signed URL and fields), valid 15 minutes',
  }),
  endpoint('/api/service/sec/v1/sts/refreshToken', {
    request: stsTokenRequest,
    response: stsTokenResponse,
    auth: 'login',
    enc: true,
    write: true,
    summary: 'fresh upload credentials',
  }),
  endpoint('/api/service/socialcontact/v1/upload/updateFile', {
    request: multipartRequest,
    response: uploadFileResponse,
    auth: 'login',
    method: 'MULTIPART',
    write: true,
    summary: 'upload an image or a file directly (timeout 1,500,000 ms on the client)',
  }),
  endpoint('/api/service/socialcontact/v1/upload/delAliOssFile', {
    request: delFileRequest,
    response: emptyResponse,
    auth: 'login',
    write: true,
    summary: "delete one's own uploaded file",
  }),
  endpoint('/api/ls/service/v1/updaload/updateFile', {
    request: multipartRequest,
    response: videoInfo,
    auth: 'login',
    method: 'MULTIPART',
    write: true,
    summary: 'upload a video',
  }),
  endpoint('/api/ls/service/v1/updaload/queryVideoUrl', {
    request: queryVideoUrlRequest,
    response: videoStateResponse,
    auth: 'login',
    summary: "a video's upload state and URLs",
  }),
  endpoint('/api/ls/service/v1/updaload/refreshVideoUrl', {
    request: videoIdRequest,
    response: videoStateResponse,
    auth: 'login',
    write: true,
    summary: 'fresh signed URLs for a video',
  }),
  endpoint('/api/ls/service/v1/updaload/queryVideoPlayUrl', {
    request: videoIdRequest,
    response: videoInfo,
    auth: 'opt',
    summary: 'play info: videoId, videoType, playURL, coverURL, duration, width, height',
  }),
  endpoint('/api/ls/service/v1/updaload/getMezzanineInfo', {
    request: videoIdRequest,
    response: mezzanineResponse,
    auth: 'login',
    summary: "the original file's info (size, codec, duration, dimensions)",
  }),
  endpoint('/api/ls/service/v1/video/convertGif', {
    request: convertGifRequest,
    response: convertGifResponse,
    auth: 'login',
    write: true,
    summary: 'make a GIF from a video segment',
  }),
  endpoint('/api/ls/service/v1/image/averageColor', {
    request: averageColorQuery,
    response: averageColorResponse,
    auth: 'none',
    method: 'GET',
    summary: "GET ?url= : an image's average colour (for placeholders)",
  }),
];
