import { Callout, Card, H5, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { CodeBlock, DemoPage } from '@/demos/common';
import { type ColumnDef, validateColumns } from './column';
import { ColumnEditor } from './column-editor';
import { generateTableCode } from './generate-code';
import { sampleRows } from './rows';
import { TablePreview } from './table-preview';
import { demoTableGenerator } from '@/i18n/demo-messages';
import './table-generator-demo.css';

const texts = demoTableGenerator;

const initialColumns: ColumnDef[] = [
  { name: 'city', label: texts.sampleColumns.city, type: 'text', searchable: true, sortable: true },
  { name: 'amount', label: texts.sampleColumns.amount, type: 'number', searchable: true, sortable: true },
  { name: 'createdAt', label: texts.sampleColumns.createdAt, type: 'date', searchable: false, sortable: true },
  { name: 'enabled', label: texts.sampleColumns.enabled, type: 'boolean', searchable: true, sortable: false },
];

/** The table generator: column definitions in, a working table and its source code out. */
export function TableGeneratorDemo() {
  const [columns, setColumns] = useState(initialColumns);
  const problems = useMemo(() => validateColumns(columns), [columns]);
  const valid = problems.size === 0 && columns.length > 0;
  const rows = useMemo(() => (valid ? sampleRows(columns) : []), [columns, valid]);

  return (
    <DemoPage title={texts.title} description={texts.description}>
      <Card>
        <H5>{texts.columns}</H5>
        <ColumnEditor columns={columns} problems={problems} onChange={setColumns} />
      </Card>
      {!valid ? (
        <Callout intent="warning">{columns.length === 0 ? texts.noColumns : texts.fixProblems}</Callout>
      ) : (
        <Card>
          <Tabs id="table-generator-tabs" renderActiveTabPanelOnly>
            <Tab
              id="preview"
              title={texts.preview}
              panel={<TablePreview key={JSON.stringify(columns)} columns={columns} rows={rows} />}
            />
            <Tab
              id="code"
              title={texts.code}
              panel={
                <CodeBlock
                  title={texts.code}
                  code={generateTableCode(columns)}
                  copyText={texts.copy}
                  copiedText={texts.copied}
                  copyFailedText={texts.copyFailed}
                />
              }
            />
          </Tabs>
        </Card>
      )}
    </DemoPage>
  );
}
