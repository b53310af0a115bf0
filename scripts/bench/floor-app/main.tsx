/**
 * The floor app: the same stack as the product (React, Blueprint core and its whole stylesheet)
 * drawing one login form and nothing else. What it weighs and how fast it paints is the least an
 * app of this stack can do; the first-load benches compare `/login` against it.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import { Button, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Card elevation={3} style={{ width: 360 }}>
        <H1>Floor app</H1>
        <form onSubmit={(event) => event.preventDefault()}>
          <FormGroup label="User name" labelFor="user-name">
            <InputGroup
              id="user-name"
              size="large"
              autoComplete="username"
              value={userName}
              onChange={(event) => setUserName(event.target.value)}
            />
          </FormGroup>
          <FormGroup label="Password" labelFor="password">
            <InputGroup
              id="password"
              size="large"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormGroup>
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
