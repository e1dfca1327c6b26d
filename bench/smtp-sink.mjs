// A local SMTP server for bench/mail.mts, in a process of its own so that the worker's memory is the
// worker's: it accepts every message, and tells its parent (IPC) its port, then every 200 ms how many
// messages it has accepted and when the last one ended (Date.now()).
import { SMTPServer } from 'smtp-server';

let accepted = 0;
let last = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      accepted++;
      last = Date.now();
      callback();
    });
  },
});
server.on('error', () => undefined); // a client that goes away is not the bench's error
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.server.address().port }));
const report = setInterval(() => process.send?.({ accepted, last }), 200);
process.on('disconnect', () => {
  clearInterval(report);
  server.close(() => process.exit(0));
});
