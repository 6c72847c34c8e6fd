// Runs before the first paint, inline in index.html (build/inline-first-view.ts). A signed-in page's first API
// calls start here, while the app's code is still on its way: who the user is, and on the archive page what it
// draws first (the course's archives, or the overview, and the course list). The app's HTTP client takes these
// answers instead of asking again (src/lib/early-answers.ts); one that failed, it asks for itself. The storage
// keys and the paths are the contract's (checked by src/lib/early-answers.test.ts).
(() => {
  let token = null;
  let returnTo = null;
  try {
    token = sessionStorage.getItem('authToken');
    returnTo = sessionStorage.getItem('returnTo');
  } catch {
    // Storage unavailable: nobody is signed in.
  }
  // The page whose calls start here: this one, or where a sign-in arriving from single sign-on leads (the page
  // kept for it, else the archive's start), with the token it brings.
  let page = location;
  if (location.pathname === '/login/callback') {
    token = new URLSearchParams(location.hash.replace(/^#/, '')).get('access_token');
    const kept = returnTo !== null && /^\/(?:archive|admin)(?:\?[^#]*)?$/.test(returnTo);
    page = new URL(kept ? returnTo : '/archive', location.origin);
  }
  // A token as the server issues it (three base64url parts) that has not expired; anything else the app sorts out.
  if (typeof token !== 'string' || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return;
  try {
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return;
  } catch {
    return;
  }
  const paths = ['/api/users/me'];
  if (page.pathname === '/archive') {
    const search = new URLSearchParams(page.search);
    const course = search.get('course');
    if (search.has('q')) {
      // A search shows first: the app asks for it itself.
    } else if (course !== null && /^[1-9]\d{0,8}$/.test(course)) {
      paths.push(`/api/courses/${course}/archives`);
    } else if (search.get('overview') === 'true' || localStorage.getItem('selectedSubject') === null) {
      paths.push('/api/archives/overview');
    }
    paths.push('/api/courses');
  }
  const answers = {};
  for (const path of paths) {
    answers[path] = fetch(path, {
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'include',
    }).catch(() => null);
  }
  window.__pastexamEarlyAnswers = { token, answers };
})();
