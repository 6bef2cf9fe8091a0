/**
 * The page's forms before React has taken them over (ARCHITECTURE.md "Rendering").
 *
 * The server's HTML shows every form at once, and the site's script arrives after the first paint. A
 * form submitted in between (Enter in a field, a click on its button) would be sent by the browser
 * itself: a GET of the page with every field in its address, the password of a login form included,
 * where history, logs and the referrer keep it. The page's head runs this script before anything
 * paints: a submission of a form React has not hydrated yet is stopped, and sent again through React
 * (`requestSubmit`, with the same button) once it has, as long as the form is still on the page and
 * within 15 seconds. A form React has hydrated carries its props under a `__reactProps$` key: that
 * is the mark read here (React DOM has named it so since version 17; the test in
 * earlySubmissions.test.ts and the e2e journeys of the login pages fail if it changes).
 */
export const earlySubmissionsScript =
  '(function(){' +
  'function ready(f){return Object.keys(f).some(function(k){return k.indexOf("__reactProps$")===0})}' +
  'document.addEventListener("submit",function(e){' +
  'var f=e.target,s=e.submitter;' +
  'if(!(f instanceof HTMLFormElement)||ready(f))return;' +
  'e.preventDefault();' +
  'var n=0,t=setInterval(function(){' +
  'if(!f.isConnected||++n>150){clearInterval(t);return}' +
  'if(ready(f)){clearInterval(t);f.requestSubmit(s&&s.form===f?s:null)}' +
  '},100)' +
  '},true)' +
  '})();';
