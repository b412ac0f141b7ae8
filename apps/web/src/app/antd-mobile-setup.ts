import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

// antd-mobile 5 mounts Toast (the one imperative piece we use; dialogs and sheets are ui/'s own) with
// ReactDOM.render, which React 19 removed; hand it createRoot instead.
// Deep import: the package root would drag every component's module in.
export function setupAntdMobile() {
  unstableSetRender((node, container) => {
    const root = createRoot(container);
    root.render(node);
    return async () => {
      // Let the closing animation's last frame run before the root goes away.
      await new Promise((resolve) => setTimeout(resolve));
      root.unmount();
    };
  });
}
