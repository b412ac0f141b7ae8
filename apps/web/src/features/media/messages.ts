// The media screens' strings (the viewer's own are shared: ui/messages.ts). Every user-facing string lives in a
// messages file, so that an English table can follow with the same keys.

export const messages = {
  saveImage: {
    hint: '长按图片保存到相册',
    save: '保存图片',
    missing: '没有可以保存的图片',
  },
};
