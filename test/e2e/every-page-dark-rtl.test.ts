import { checkEveryPage } from '../helpers/crawl-every-page';

// Every page of the bundled site, in dark mode and rtl: the console, the CSP, the demos and axe-core.
// The other mode and direction have a file of their own, run beside this one.
checkEveryPage('dark', 'rtl');
