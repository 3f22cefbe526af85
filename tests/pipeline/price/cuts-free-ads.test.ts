import { describe, it } from "vitest";
import { type Expected, expectReading, use } from "./expect-price.ts";

// Take rates, free tiers, ads, and text with no price of the founder's (money lost, raised or charged by others).
const CORPUS: [string, Expected][] = [
  ["We take a 15% take rate on each walk.", { takeRate: { percent: 15, per: use("walk"), orderValue: null } }],
  ["A 15% take rate.", { takeRate: { percent: 15, per: null } }],
  ["Sellers list for free and we keep 10% of every sale.", { takeRate: { percent: 10, per: use("sale") }, freeTier: true }],
  ["A commission of 12% on bookings.", { takeRate: { percent: 12, per: use("booking") } }],
  ["We take a 20% cut of each booking, which averages $80.", { takeRate: { percent: 20, per: use("booking"), orderValue: 80 } }],
  ["Walkers pay us 20 percent commission. Walks average $25.", { takeRate: { percent: 20, orderValue: 25 } }],
  ["Hosts pay a 3% fee per transaction.", { takeRate: { percent: 3, per: use("transaction") } }],
  ["Tutors charge £30 per lesson and we keep 15%.", { prices: [{ amount: 30, currency: "GBP", per: use("lesson") }], takeRate: { percent: 15 } }],
  ["Students get 20% off in their first month.", {}],
  ["Rover takes a 20% cut, which is too expensive for small walkers.", {}],
  ["Competitors charge 30% commission.", {}],
  ["Our tool makes teams 30% faster.", {}],
  ["Only 15% of clinics use software today.", {}],
  ["Freemium, with paid plans at $7 a month.", { prices: [{ amount: 7, period: "month" }], freeTier: true }],
  ["Free for personal use; teams pay $5 per user per month.", { prices: [{ amount: 5, period: "month" }], freeTier: true }],
  ["The basic plan is free.", { freeTier: true }],
  ["A 14-day free trial, then $20 a month.", { prices: [{ amount: 20, period: "month" }] }],
  ["Sugar-free snacks at $3 per bar.", { prices: [{ amount: 3, per: { noun: "bar", kind: "pack" } }] }],
  ["Free shipping on the $40 starter kit.", { prices: [{ amount: 40 }] }],
  ["A free recipe app for students, funded by ads.", { ads: true }],
  ["An ad-supported podcast app.", { ads: true }],
  ["Free to use; we make money from advertising.", { ads: true, freeTier: true }],
  ["Revenue from ads shown between lessons.", { ads: true }],
  ["We sell sponsored listings to local vets.", { ads: true }],
  ["We will run Facebook ads to find our first users.", {}],
  ["An app that helps people find running partners.", { billing: null }],
  ["A subscription box of local snacks.", { billing: "recurring" }],
  ["No subscription: buy it once.", { billing: "one-off" }],
  ["Clinics lose $200 a week to no-shows.", {}],
  ["Missed appointments cost clinics $200 a week.", {}],
  ["We raised $500k from angels.", {}],
  ["A $5bn market growing 12% a year.", {}],
  ["Competitors charge $300 a month.", {}],
  ["Firms currently pay $120 a month for spreadsheets.", {}],
  ["Owners spend £400 a month on paper forms.", {}],
  ["Cheaper than the $50 incumbents.", {}],
  ["Missed appointments cost clinics $200 a week, so we charge $12pm.", { prices: [{ amount: 12, period: "month" }] }],
];

describe("price corpus: take rates, free tiers, ads and no price", () => {
  it.each(CORPUS)("%s", (text, expected) => {
    expectReading(text, expected);
  });
});
