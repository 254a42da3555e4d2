/** RTP (RFC 3550) packets: just what an Opus talker and listener need. Pure; parsing never throws. */

export const OPUS_PAYLOAD_TYPE = 111;
/** 20 ms at the 48 kHz RTP clock of Opus. */
export const SAMPLES_PER_FRAME = 960;

export type RtpHeader = {
  readonly payloadType: number;
  readonly marker: boolean;
  readonly sequence: number;
  readonly timestamp: number;
  readonly ssrc: number;
};

export type RtpPacket = RtpHeader & { readonly payload: Uint8Array };

const FIXED_HEADER = 12;

export function encodeRtp(header: RtpHeader, payload: Uint8Array): Uint8Array {
  const packet = new Uint8Array(FIXED_HEADER + payload.length);
  const view = new DataView(packet.buffer);
  packet[0] = 0x80; // version 2, no padding, no extension, no CSRC
  packet[1] = (header.marker ? 0x80 : 0) | (header.payloadType & 0x7f);
  view.setUint16(2, header.sequence & 0xffff);
  view.setUint32(4, header.timestamp >>> 0);
  view.setUint32(8, header.ssrc >>> 0);
  packet.set(payload, FIXED_HEADER);
  return packet;
}

/** The packet, or null when the bytes are not RTP version 2 (RTCP, a stray datagram, a cut packet). */
export function decodeRtp(bytes: Uint8Array): RtpPacket | null {
  if (bytes.length < FIXED_HEADER || bytes[0]! >> 6 !== 2) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const payloadType = bytes[1]! & 0x7f;
  if (payloadType >= 72 && payloadType <= 76) return null; // RTCP sent to the same port
  let start = FIXED_HEADER + (bytes[0]! & 0x0f) * 4;
  if (bytes[0]! & 0x10) {
    if (bytes.length < start + 4) return null;
    start += 4 + view.getUint16(start + 2) * 4;
  }
  let end = bytes.length;
  if (bytes[0]! & 0x20) end -= bytes[bytes.length - 1]!;
  if (start > end) return null;
  return {
    payloadType,
    marker: (bytes[1]! & 0x80) !== 0,
    sequence: view.getUint16(2),
    timestamp: view.getUint32(4),
    ssrc: view.getUint32(8),
    payload: bytes.subarray(start, end),
  };
}
