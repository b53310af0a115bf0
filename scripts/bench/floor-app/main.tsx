/**
 * The floor app: the same stack as the product (React, Blueprint core and its whole stylesheet)
 * drawing one login form and nothing else. What it weighs and how fast it paints is the least an
 * app of this stack can do; the first-load benches compare `/login` against it.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import { Button, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface FieldProps {
  id: string;
  label: string;
  type?: 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

/** One labelled, large text field of the form. */
function Field({ id, label, type, autoComplete, value, onChange }: FieldProps) {
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup
        id={id}
        size="large"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormGroup>
  );
}

function LoginForm() {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Card elevation={3} style={{ width: 360 }}>
        <H1>Floor app</H1>
        <form onSubmit={(event) => event.preventDefault()}>
          <Field id="user-name" label="User name" autoComplete="username" value={userName} onChange={setUserName} />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" intent="primary" size="large" fill>
            Log in
          </Button>
        </form>
      </Card>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
);
