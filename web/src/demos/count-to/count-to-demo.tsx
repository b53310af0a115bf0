import { Button, Card, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { NumericField, type NumericFieldProps } from '@/components/form/numeric-field';
import { DemoPage } from '@/demos/common';
import { CountTo } from './count-to';
import { type EasingName, easings, isEasingName } from './easing';
import { useCountTo } from './use-count-to';
import { countTo } from '@/i18n/demo-messages';
import './count-to-demo.css';

const texts = countTo;

const easingOptions = (Object.keys(easings) as EasingName[]).map((name) => ({
  value: name,
  label: texts.easingNames[name],
}));

/** Props of {@link NumberField}: the field's own, and the NumericInput's beyond its value. */
interface NumberFieldProps extends Omit<NumericFieldProps, 'value' | 'onValueChange'> {
  value: number;
  onChange: (value: number) => void;
}

/** A labelled NumericInput that keeps its last number while the field holds none (e.g. "-"). */
function NumberField({ value, onChange, ...input }: NumberFieldProps) {
  return (
    <NumericField value={value} onValueChange={(next) => onChange(Number.isFinite(next) ? next : value)} {...input} />
  );
}

/** The count-to demo: a large animated number and the controls that shape it. */
export function CountToDemo() {
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
          <Button
            icon="step-forward"
            text={texts.resume}
            onClick={counter.resume}
            disabled={counter.status !== 'paused'}
          />
          <Button icon="reset" text={texts.reset} onClick={counter.reset} />
        </div>
      </Card>
      <Card className="count-to-demo__controls">
        <NumberField label={texts.startValue} value={start} onChange={setStart} />
        <NumberField label={texts.endValue} value={end} onChange={setEnd} />
        <NumberField
          label={texts.duration}
          value={duration}
          onChange={(value) => setDuration(Math.max(0, value))}
          min={0}
          max={60_000}
          stepSize={500}
          minorStepSize={100}
          majorStepSize={5000}
          clampValueOnBlur
        />
        <NumberField label={texts.decimals} value={decimals} onChange={setDecimals} min={0} max={10} clampValueOnBlur />
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
