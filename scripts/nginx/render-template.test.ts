import { renderTemplate } from './render-template';

describe('renderTemplate', () => {
  it('replaces braced and bare variables and keeps nginx variables', () => {
    const out = renderTemplate('proxy_pass ${API_UPSTREAM}; listen $NGINX_LISTEN; try_files $uri /index.html;', {
      API_UPSTREAM: 'http://mock:10088',
      NGINX_LISTEN: '8080',
    });
    expect(out).toBe('proxy_pass http://mock:10088; listen 8080; try_files $uri /index.html;');
  });

  it('names every variable that has no value', () => {
    expect(() => renderTemplate('root ${NGINX_ROOT}; proxy_pass ${API_UPSTREAM};', { NGINX_ROOT: '/srv' })).toThrow(
      'nginx template: no value for ${API_UPSTREAM}',
    );
  });
});
