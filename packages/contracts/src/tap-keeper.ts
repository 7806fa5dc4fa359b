/**
 * The tap keeper: a few lines the render service writes inline into the <head> of every
 * server-rendered page. The page looks finished long before its JavaScript has arrived and hydrated
 * it, and until then a button does nothing (React 19 replays a tap only once `hydrateRoot` has been
 * called; taps while the code still downloads are lost). Links and forms with an `action` work without
 * JavaScript and are left to the browser. A click on a button, a checkbox or a radio button (or a
 * form's submit with nowhere to go) is stopped before anything sees it (so a box does not change before
 * React knows) and remembered: the last one only, as the shopper's latest intent; the control carries
 * `data-rmj-tap-kept` meanwhile, which the keeper's own style dims as pressed. Once `#root` carries
 * `data-hydrated` (the shell's HydrationSignal) the keeper lets go of every event and presses that
 * control once, or submits that form once, now that React answers. Every tap before then goes through the keeper and none reaches React, so a tap is
 * never handled twice.
 *
 * The source is this one string: the render service writes it, the gateway and the nginx images allow
 * it in their Content-Security-Policy by its SHA-256 (`script-src 'sha256-…'`), so any change to it
 * changes the hash everywhere at once.
 */

/** The attribute `#root` carries once the page answers to input (see the shell's HydrationSignal). */
export const TAP_KEEPER_LIVE_ATTRIBUTE = 'data-hydrated';

/** The attribute a kept button or form carries until its tap is replayed (its pressed look). */
export const TAP_KEEPER_KEPT_ATTRIBUTE = 'data-rmj-tap-kept';

/**
 * How long after the page's load event (its scripts have run by then) the keeper waits for the mark
 * before it lets go anyway: a page region that never arrives must not leave the header's buttons dead
 * to every tap, as they are hydrated with the rest of the frame. The kept tap is pressed then too.
 */
export const TAP_KEEPER_GIVE_UP_MS = 15_000;

// Plain ES5 (it runs before any polyfill) without `<`, so it can never close its <script> element.
export const TAP_KEEPER_SCRIPT = `(function(){
var d=document,w=window,kept=null,done=0,
BUTTONS='button,input[type=submit],input[type=button],input[type=image],input[type=checkbox],input[type=radio],[role=button]';
function root(){return d.getElementById('root')}
function live(){var r=root();return !!r&&r.hasAttribute('${TAP_KEEPER_LIVE_ATTRIBUTE}')}
function pathOf(el){var p=[],r=root();while(el&&el!==r&&el.parentElement){p.unshift([].indexOf.call(el.parentElement.children,el));el=el.parentElement}return el===r?p:null}
function find(k){if(k.el.isConnected)return k.el;var el=root(),i;if(!k.path)return null;for(i=0;el&&i!==k.path.length;i++)el=el.children[k.path[i]];return el||null}
function keep(e){
if(live())return;
var t=e.target,el,r=root();
if(!r||!t||!t.closest||!r.contains(t))return;
if(e.type==='submit'){el=t;if(el.hasAttribute('action'))return}
else{el=t.closest(BUTTONS);if(!el||el.disabled)return;
if(el.form&&el.type==='submit'&&el.form.hasAttribute('action'))return;
var a=t.closest('a[href]');if(a&&el.contains(a))return}
e.preventDefault();e.stopImmediatePropagation();
if(kept)kept.el.removeAttribute('${TAP_KEEPER_KEPT_ATTRIBUTE}');
el.setAttribute('${TAP_KEEPER_KEPT_ATTRIBUTE}','');
kept={el:el,path:pathOf(el),submit:e.type==='submit'}}
function replay(force){
if(done||!force&&!live())return;done=1;
mo.disconnect();st.remove();w.removeEventListener('click',keep,true);w.removeEventListener('submit',keep,true);
var k=kept,el;kept=null;if(!k)return;
k.el.removeAttribute('${TAP_KEEPER_KEPT_ATTRIBUTE}');
setTimeout(function(){el=find(k);if(!el||!el.isConnected)return;
if(!k.submit)el.click();else if(el.requestSubmit)el.requestSubmit();else el.submit()},0)}
var mo=new MutationObserver(function(){replay()}),st=d.createElement('style');
st.textContent='[${TAP_KEEPER_KEPT_ATTRIBUTE}]{opacity:.7;cursor:progress}';(d.head||d.documentElement).appendChild(st);
w.addEventListener('click',keep,true);w.addEventListener('submit',keep,true);
w.addEventListener('load',function(){setTimeout(function(){replay(1)},${TAP_KEEPER_GIVE_UP_MS})});
mo.observe(d.documentElement,{subtree:true,attributes:true,attributeFilter:['${TAP_KEEPER_LIVE_ATTRIBUTE}']})
})();`;
