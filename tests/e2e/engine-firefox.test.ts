/** The staff tour in Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi. */
import { darkScrollbarColours } from './support/engine-quirks';
import { describeEngineTour } from './support/engine-tour-suite';
import { launchFirefox } from './support/firefox-driver';

describeEngineTour('firefox', launchFirefox, darkScrollbarColours);
