/**
 * The inline script that registers `/sw.js`. It is tiny and runs on every page, so it is
 * written by hand rather than bundled. It registers only where service workers exist and only
 * on the production host (never on a preview or a local server). When a new version is
 * waiting it asks it to take over; once it has, the page reloads one time, as soon as the
 * page has focus, so a reader typing in another window is not interrupted.
 */
export function registrationScript(productionHost: string): string {
  return [
    '(function(){',
    `if(!("serviceWorker"in navigator)||location.host.indexOf(${JSON.stringify(productionHost)})===-1)return;`,
    'var c=navigator.serviceWorker,current=c.controller,reloading=false;',
    'function take(w){if(w)w.postMessage({type:"SKIP_WAITING"})}',
    // A first install also changes the controller (the worker claims the page); only a
    // replacement of a controlling worker is a new version worth a reload.
    'c.addEventListener("controllerchange",function(){',
    'var replaced=current;current=c.controller;if(!replaced||reloading)return;reloading=true;',
    'var t=setInterval(function(){if(document.hasFocus()){clearInterval(t);location.reload()}},100)});',
    'addEventListener("load",function(){c.register("/sw.js").then(function(r){',
    'take(r.waiting);',
    'r.addEventListener("updatefound",function(){var w=r.installing;if(!w)return;',
    'w.addEventListener("statechange",function(){if(w.state==="installed"&&r.waiting)take(r.waiting)})})',
    '})})',
    '})();',
  ].join('');
}

/**
 * The worker shipped when a site turns its service worker off: it takes over at once,
 * unregisters itself and reloads its pages from the network, so readers are not left with an
 * old worker serving old pages.
 */
export const UNREGISTER_WORKER = [
  "self.addEventListener('install',function(){self.skipWaiting()});",
  "self.addEventListener('activate',function(e){e.waitUntil(self.registration.unregister().then(function(){",
  "return self.clients.matchAll({type:'window'})}).then(function(cs){cs.forEach(function(c){c.navigate(c.url)})}))});",
  '',
].join('\n');
