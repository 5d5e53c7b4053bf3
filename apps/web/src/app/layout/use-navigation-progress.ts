import { PROGRESS_BAR } from '@sme/shared/constants';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

NProgress.configure({ minimum: PROGRESS_BAR.minimum, trickleSpeed: PROGRESS_BAR.trickleSpeed, showSpinner: PROGRESS_BAR.showSpinner });

/** Runs the slim progress bar while the router loads the next page (lazy chunk and loaders). */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  useEffect(() => () => void NProgress.done(), []);
}
