/** The staff tour in Debian's WebKitGTK (Safari's engine), driven by selenium-webdriver under Xvfb. */
import { emptyDateLooksEmpty } from './support/engine-quirks';
import { describeEngineTour } from './support/engine-tour-suite';
import { launchWebKit } from './support/webkit-driver';

describeEngineTour('webkit', launchWebKit, emptyDateLooksEmpty);
