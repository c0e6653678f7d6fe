// Loaded with `node --import` (NODE_OPTIONS) into a build: moves the clock by CLOCK_SHIFT_DAYS
// days, as if the build ran on another day. Only what reads the clock (new Date(), Date.now())
// sees it: what a build must not depend on.
const offset = Number(process.env.CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
