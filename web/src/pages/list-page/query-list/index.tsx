import { DemoPage } from '../../../features/demo-common';
import { QueryList } from '../../../features/demo-list';
import { messages } from '../../../i18n';

const texts = messages.demoList;

/** The query table page. */
export default function QueryListPage() {
  return (
    <DemoPage title={texts.queryList.title} description={texts.queryList.description}>
      <QueryList />
    </DemoPage>
  );
}
