import { Button, Card, FormGroup, HTMLSelect, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { DemoPage } from '../../../features/demo-common/demo-page';
import { CountTo } from '../../../features/demo-count-to/count-to';
import { easings, isEasingName, type EasingName } from '../../../features/demo-count-to/easing';
import { useCountTo } from '../../../features/demo-count-to/use-count-to';
import { countTo } from '../../../i18n/demo-messages';
import './count-to.css';

const texts = countTo;

const easingOptions = (Object.keys(easings) as EasingName[]).map((name) => ({ value: name, label: texts.easingNames[name] }));

/** A NumericInput value, or the previous one while the field holds no number (e.g. "-"). */
function finiteOr(value: number, previous: number): number {
  return Number.isFinite(value) ? value : previous;
}

/** The count-to demo: a large animated number and the controls that shape it. */
export default function CountToPage() {
  const [start, setStart] = useState(0);
  const [end, setEnd] = useState(2026);
  const [duration, setDuration] = useState(3000);
  const [decimals, setDecimals] = useState(0);
  const [separator, setSeparator] = useState(',');
  const [prefix, setPrefix] = useState('¥');
  const [suffix, setSuffix] = useState('');
  const [easing, setEasing] = useState<EasingName>('easeOutExpo');
  const counter = useCountTo({ start, end, duration, easing });

  return (
    <DemoPage title={texts.title} description={texts.description}>
      <Card className="count-to-demo__display">
        <CountTo
          className="count-to-demo__value"
          value={counter.value}
          decimals={decimals}
          separator={separator}
          prefix={prefix}
          suffix={suffix}
        />
        <Tag minimal intent={counter.status === 'done' ? 'success' : 'none'}>
          {texts.status[counter.status]}
        </Tag>
      </Card>
      <Card>
        <div className="demo-page__row">
          <Button intent="primary" icon="play" text={texts.start} onClick={counter.start} />
          <Button icon="pause" text={texts.pause} onClick={counter.pause} disabled={counter.status !== 'running'} />
          <Button icon="step-forward" text={texts.resume} onClick={counter.resume} disabled={counter.status !== 'paused'} />
          <Button icon="reset" text={texts.reset} onClick={counter.reset} />
        </div>
      </Card>
      <Card className="count-to-demo__controls">
        <FormGroup label={texts.startValue} labelFor="count-to-start">
          <NumericInput id="count-to-start" value={start} onValueChange={(value) => setStart(finiteOr(value, start))} fill />
        </FormGroup>
        <FormGroup label={texts.endValue} labelFor="count-to-end">
          <NumericInput id="count-to-end" value={end} onValueChange={(value) => setEnd(finiteOr(value, end))} fill />
        </FormGroup>
        <FormGroup label={texts.duration} labelFor="count-to-duration">
          <NumericInput
            id="count-to-duration"
            value={duration}
            min={0}
            max={60_000}
            stepSize={500}
            minorStepSize={100}
            majorStepSize={5000}
            clampValueOnBlur
            onValueChange={(value) => setDuration(Math.max(0, finiteOr(value, duration)))}
            fill
          />
        </FormGroup>
        <FormGroup label={texts.decimals} labelFor="count-to-decimals">
          <NumericInput
            id="count-to-decimals"
            value={decimals}
            min={0}
            max={10}
            clampValueOnBlur
            onValueChange={(value) => setDecimals(finiteOr(value, decimals))}
            fill
          />
        </FormGroup>
        <FormGroup label={texts.separator} labelFor="count-to-separator">
          <InputGroup id="count-to-separator" value={separator} maxLength={3} onValueChange={setSeparator} />
        </FormGroup>
        <FormGroup label={texts.prefix} labelFor="count-to-prefix">
          <InputGroup id="count-to-prefix" value={prefix} maxLength={8} onValueChange={setPrefix} />
        </FormGroup>
        <FormGroup label={texts.suffix} labelFor="count-to-suffix">
          <InputGroup id="count-to-suffix" value={suffix} maxLength={8} onValueChange={setSuffix} />
        </FormGroup>
        <FormGroup label={texts.easing} labelFor="count-to-easing">
          <HTMLSelect
            id="count-to-easing"
            value={easing}
            options={easingOptions}
            onChange={(event) => {
              if (isEasingName(event.currentTarget.value)) setEasing(event.currentTarget.value);
            }}
            fill
          />
        </FormGroup>
      </Card>
    </DemoPage>
  );
}
