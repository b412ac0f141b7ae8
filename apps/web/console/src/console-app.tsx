import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { call, setSessionEndedHandler, tokenStore, type Output } from './api';
import { M } from './messages';
import { SignIn } from './sign-in';

type Me = Output<'/api/console/v1/auth/me'>;
// The shell (menu, router, screens) loads after sign-in: the first load is only the sign-in page.
const Shell = lazy(async () => ({ default: (await import('./shell')).Shell }));

/** Signed out: the sign-in page. Signed in: the layout, whose menu shows what `auth/me` says this operator may do. */
export function ConsoleApp() {
  const [me, setMe] = useState<Me | null | undefined>(tokenStore.get() ? undefined : null);
  const [notice, setNotice] = useState<string | undefined>();
  // Moved on each sign-in: asks `auth/me` again.
  const [signIns, setSignIns] = useState(0);

  useEffect(() => {
    setSessionEndedHandler(() => {
      setNotice(M.sessionEnded);
      setMe(null);
    });
  }, []);

  useEffect(() => {
    if (!tokenStore.get()) return;
    let live = true;
    call('/api/console/v1/auth/me', {}).then(
      (answer) => live && setMe(answer),
      () => live && setMe(null),
    );
    return () => {
      live = false;
    };
  }, [signIns]);

  const signedIn = () => {
    setMe(undefined);
    setSignIns((n) => n + 1);
  };

  const signOut = async () => {
    await call('/api/console/v1/auth/logout', {}).catch(() => undefined);
    tokenStore.clear();
    setNotice(undefined);
    setMe(null);
  };

  if (me === undefined) return <Spin fullscreen />;
  if (me === null) return <SignIn notice={notice} onSignedIn={signedIn} />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Shell me={me} onSignOut={() => void signOut()} />
    </Suspense>
  );
}
