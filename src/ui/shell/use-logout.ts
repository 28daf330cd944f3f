import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useModels } from '../models-context';
import { lngPath } from '../router/lng-path';

/**
 * Log the player out, as the confirmation's Log out and the failed logout's Try again both do: spec 000 §4, home
 * in the current language after, a reload on failure (the signed-in state is already cleared in memory; the page
 * that loads says the logout failed if the player is still signed in, QA10 #9).
 */
export function useLogout(lng: string): () => Promise<void> {
  const { shell } = useModels();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await shell.logoutFx();
      navigate(lngPath(lng), { replace: true });
    } catch {
      window.location.reload();
    }
  }, [shell, navigate, lng]);
}
