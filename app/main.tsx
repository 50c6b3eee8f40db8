import './styles/app.css';
// Listens from the first module on, so an early `beforeinstallprompt` is never missed.
import '@app/stores/install-prompt-store';
import { PRERENDER_STATE_ID } from './prerender-state';

const boot = () => void import('./boot');

/*
 * A pre-rendered page paints from its HTML and stylesheet alone; its scripts only hydrate it.
 * They load after the first frame so that evaluating them never holds that frame back. The shell
 * shows nothing until they run, and a hidden tab may never get an animation frame: both at once.
 */
if (document.getElementById(PRERENDER_STATE_ID) && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(boot, 0));
} else {
  boot();
}
