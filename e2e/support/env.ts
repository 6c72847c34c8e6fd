// The one place the end-to-end run's ports, URLs and credentials are decided; the Playwright config, the
// provider script and the specs all read them from here.

export const appPort = 4010;
export const oidcPort = 4011;

export const appUrl = `http://127.0.0.1:${appPort}`;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

/** The client the loopback provider knows our server as. */
export const oidcClient = {
  client_id: 'pastexam-e2e',
  client_secret: 'e2e-client-secret-for-loopback-only',
  redirect_uris: [`${appUrl}/api/auth/oauth/callback`],
};

/** The administrator the server creates on its first start from ADMIN_USERNAME / ADMIN_PASSWORD. */
export const admin = { username: 'admin', password: 'e2e-admin-password' };
