import { checkEveryPage } from '../helpers/crawl-every-page';

// Every page of the bundled site, in light mode and ltr: the console, the CSP, the demos and axe-core.
// The other mode and direction have a file of their own, run beside this one.
checkEveryPage('light', 'ltr');
