import { describe, expect, it } from "vitest";
import { createAddressPolicy, urlRefusal } from "../../../src/pipeline/http/address-policy.ts";
import { isPublicAddress, parseIp } from "../../../src/pipeline/http/ip-address.ts";

const isPublic = (text: string) => {
  const bytes = parseIp(text);
  if (!bytes) throw new Error(`not an address: ${text}`);
  return isPublicAddress(bytes);
};

describe("isPublicAddress", () => {
  it.each([
    "0.0.0.0", "0.1.2.3", "10.0.0.1", "10.255.255.255", "100.64.0.1", "100.127.255.254", "127.0.0.1", "127.255.0.9",
    "169.254.169.254", "172.16.0.1", "172.31.255.255", "192.0.0.8", "192.0.2.10", "192.88.99.1", "192.168.1.1",
    "198.18.0.1", "198.19.255.255", "198.51.100.7", "203.0.113.9", "224.0.0.251", "239.255.255.250", "240.0.0.1", "255.255.255.255",
  ])("refuses IPv4 %s", (address) => {
    expect(isPublic(address)).toBe(false);
  });

  it.each(["1.1.1.1", "8.8.8.8", "93.184.216.34", "172.15.255.255", "172.32.0.1", "100.63.255.255", "100.128.0.1", "198.17.255.255", "223.255.255.254"])(
    "accepts public IPv4 %s",
    (address) => {
      expect(isPublic(address)).toBe(true);
    },
  );

  it.each([
    "::", "::1", "fe80::1", "fe80::1%eth0", "fc00::1", "fd12:3456:789a::1", "fec0::1", "ff02::1", "2001:db8::1", "3fff::1",
    "2001::1", "2001:0:4136:e378::1", "100::1", "64:ff9b:1::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1",
    "::ffff:169.254.169.254", "64:ff9b::10.0.0.1", "64:ff9b::a9fe:a9fe", "2002:7f00:0001::1", "2002:c0a8:0101::", "::127.0.0.1",
    "[::1]",
  ])("refuses IPv6 %s", (address) => {
    expect(isPublic(address)).toBe(false);
  });

  it.each(["2606:4700:4700::1111", "2a00:1450:4001:81b::200e", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:0808:0808::1", "[2606:4700::6810:84e5]"])(
    "accepts public IPv6 %s",
    (address) => {
      expect(isPublic(address)).toBe(true);
    },
  );
});

describe("address policy", () => {
  it("refuses loopback and private targets without an allowance", () => {
    const policy = createAddressPolicy();
    expect(policy.allowsPrivate).toBe(false);
    expect(policy.refusal("127.0.0.1", 80)).toMatch(/not a public address/);
    expect(policy.refusal("::1", 443)).toMatch(/not a public address/);
    expect(policy.refusal("10.1.2.3", 443)).toMatch(/not a public address/);
    expect(policy.refusal("93.184.216.34", 443)).toBeNull();
  });

  it("refuses odd ports on public hosts unless they are allowed", () => {
    expect(createAddressPolicy().refusal("93.184.216.34", 8080)).toBe("port 8080 is not allowed");
    expect(createAddressPolicy({ allowedPorts: [8080] }).refusal("93.184.216.34", 8080)).toBeNull();
    expect(createAddressPolicy().refusal("93.184.216.34", 22)).toBe("port 22 is not allowed");
  });

  it("lets an explicit allowance reach exactly the listed addresses, on any port", () => {
    const policy = createAddressPolicy({ allowPrivateHosts: ["127.0.0.1"] });
    expect(policy.allowsPrivate).toBe(true);
    expect(policy.refusal("127.0.0.1", 41234)).toBeNull();
    expect(policy.refusal("::ffff:127.0.0.1", 41234)).toBeNull();
    expect(policy.refusal("127.0.0.2", 80)).toMatch(/not a public address/);
    expect(policy.refusal("::1", 80)).toMatch(/not a public address/);
    expect(policy.refusal("169.254.169.254", 80)).toMatch(/not a public address/);
  });

  it("accepts CIDR ranges in the allowance and rejects nonsense", () => {
    const policy = createAddressPolicy({ allowPrivateHosts: ["10.0.0.0/8", "fd00::/8"] });
    expect(policy.refusal("10.9.8.7", 9000)).toBeNull();
    expect(policy.refusal("fd00::5", 9000)).toBeNull();
    expect(policy.refusal("192.168.0.1", 80)).toMatch(/not a public address/);
    expect(() => createAddressPolicy({ allowPrivateHosts: ["localhost"] })).toThrow(/not an IP address/);
  });
});

describe("urlRefusal", () => {
  it.each(["file:///etc/passwd", "data:text/plain,hi", "ftp://example.com/", "gopher://example.com/", "javascript:alert(1)"])(
    "refuses %s",
    (url) => {
      expect(urlRefusal(new URL(url))).toMatch(/scheme .* is not allowed/);
    },
  );

  it("refuses credentials in the URL and accepts plain http(s)", () => {
    expect(urlRefusal(new URL("https://user:secret@example.com/"))).toBe("credentials in URLs are not allowed");
    expect(urlRefusal(new URL("https://example.com/search?q=1"))).toBeNull();
    expect(urlRefusal(new URL("http://example.com/"))).toBeNull();
  });
});
