import { parseNginx } from './nginx-parse';

describe('parseNginx', () => {
  it('reads directives, blocks, quoted arguments and comments', () => {
    const config = `# a comment
server {
    listen \${NGINX_LISTEN}; # trailing comment
    location = /a.html {
        add_header X-Policy "a; b 'c'" always;
        add_header X-Other 'd#e';
    }
}`;
    expect(parseNginx(config)).toEqual([
      {
        name: 'server',
        args: [],
        block: [
          { name: 'listen', args: ['${NGINX_LISTEN}'] },
          {
            name: 'location',
            args: ['=', '/a.html'],
            block: [
              { name: 'add_header', args: ['X-Policy', "a; b 'c'", 'always'] },
              { name: 'add_header', args: ['X-Other', 'd#e'] },
            ],
          },
        ],
      },
    ]);
  });

  it('keeps a regex location’s pattern whole', () => {
    expect(parseNginx('location ~ ^/(?:js|css)/ { try_files $uri =404; }')[0]).toMatchObject({
      args: ['~', '^/(?:js|css)/'],
    });
  });

  it('refuses what nginx would refuse', () => {
    expect(() => parseNginx('server { listen 80;')).toThrow('unclosed block');
    expect(() => parseNginx('listen 80; }')).toThrow('unexpected "}"');
    expect(() => parseNginx('listen 80')).toThrow('"listen" lacks its ";"');
    expect(() => parseNginx('add_header X "open;')).toThrow('unterminated string');
  });
});
