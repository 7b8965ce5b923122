// Never let npm download a browser: rendering uses Debian's chromium (/usr/bin/chromium).
module.exports = { skipDownload: true };
