import { describe, expect, it } from 'vitest';
import { channelRefusal } from './channels.js';

describe('channel limits', () => {
  it('when a BCA virtual account would carry less than Rp10,000, it is refused with the minimum', () => {
    expect(channelRefusal('BCA_VA', '9999')).toEqual({
      code: 'BELOW_CHANNEL_MINIMUM',
      limit: '10000.00',
    });
  });

  it('when an amount sits exactly on a limit, the channel takes it', () => {
    expect(channelRefusal('BCA_VA', '10000.00')).toBeNull();
    expect(channelRefusal('BCA_VA', '50000000')).toBeNull();
    expect(channelRefusal('QRIS', '10000000.00')).toBeNull();
  });

  it('when a BCA virtual account would carry more than Rp50 million, it is refused with the maximum', () => {
    expect(channelRefusal('BCA_VA', '50000001')).toEqual({
      code: 'ABOVE_CHANNEL_MAXIMUM',
      limit: '50000000.00',
    });
  });

  it("when a QRIS payment is above Bank Indonesia's Rp10 million cap, it is refused", () => {
    expect(channelRefusal('QRIS', '10000000.01')).toEqual({
      code: 'ABOVE_CHANNEL_MAXIMUM',
      limit: '10000000.00',
    });
  });

  it('when a Permata virtual account would pass Rp9,999,999,999, it is refused', () => {
    expect(channelRefusal('PERMATA_VA', '10000000000')).toEqual({
      code: 'ABOVE_CHANNEL_MAXIMUM',
      limit: '9999999999.00',
    });
  });

  it('when the amount is zero, every channel refuses it as below its minimum of Rp1', () => {
    expect(channelRefusal('BNI_VA', '0')).toEqual({ code: 'BELOW_CHANNEL_MINIMUM', limit: '1.00' });
    expect(channelRefusal('BRI_VA', '0.00')).toEqual({
      code: 'BELOW_CHANNEL_MINIMUM',
      limit: '1.00',
    });
    expect(channelRefusal('MANDIRI_VA', '0')).toEqual({
      code: 'BELOW_CHANNEL_MINIMUM',
      limit: '1.00',
    });
  });

  it('when an amount is far beyond a JavaScript number, it is still compared exactly', () => {
    expect(channelRefusal('MANDIRI_VA', '50000000000.00')).toBeNull();
    expect(channelRefusal('MANDIRI_VA', '50000000000.000000000000000001')).toEqual({
      code: 'ABOVE_CHANNEL_MAXIMUM',
      limit: '50000000000.00',
    });
  });
});
