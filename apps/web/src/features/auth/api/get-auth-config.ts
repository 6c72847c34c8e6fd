import { type AuthConfig, authConfigSchema } from '@pastexam/api-contract';
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

export function getAuthConfig(api: ApiClient): Promise<AuthConfig> {
  return api.get('auth/config').json(authConfigSchema);
}

const UNKNOWN_CONFIG_REASON = '無法取得單一登入設定，請稍後再試';

/** The part of the config the login dialog reads. */
type SsoConfig = Pick<AuthConfig, 'sso_enabled' | 'sso_disabled_reason'>;

/**
 * Whether single sign-on can be used. Loaded once on mount (which also gives the browser its XSRF cookie) and
 * again by `reload` after a failure, so a server that was briefly down does not leave SSO disabled.
 */
export function useAuthConfig(): { config: SsoConfig | null; failed: boolean; reload: () => void } {
  const { api } = useServices();
  const [state, setState] = useState<{ config: AuthConfig | null; failed: boolean }>({
    config: null,
    failed: false,
  });

  const reload = useCallback(() => {
    getAuthConfig(api).then(
      (config) => setState({ config, failed: false }),
      () => setState({ config: null, failed: true }),
    );
  }, [api]);

  useEffect(reload, [reload]);

  return {
    config: state.failed ? { sso_enabled: false, sso_disabled_reason: UNKNOWN_CONFIG_REASON } : state.config,
    failed: state.failed,
    reload,
  };
}
