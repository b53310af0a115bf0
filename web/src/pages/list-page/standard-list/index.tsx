import { DemoPage } from '../../../features/demo-common';
import { StandardList } from '../../../features/demo-list';
import { messages } from '../../../i18n';

const texts = messages.demoList;

/** The standard list page. */
export default function StandardListPage() {
  return (
    <DemoPage title={texts.standardList.title} description={texts.standardList.description}>
      <StandardList />
    </DemoPage>
  );
}
