// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// pdfdetach -list's output read strictly: a listing in its form is counted, anything else (a name
// with a newline that makes a line of its own, a control or format character, counts that disagree, a line out of
// turn) is no listing to trust; and a fixed set of mutations of real listings, the same every run, never crashes it
// and never makes a listing of one name count more than once.
#include "certificate/attachedresult.h"

#include <gtest/gtest.h>

#include <random>

using namespace Sektor;

namespace {
const QString Name = QStringLiteral("sektor-result.json");
} // namespace

TEST(AttachmentListing, AListingInItsFormIsCounted)
{
    EXPECT_EQ(readAttachmentListing(QStringLiteral("1 embedded files\n1: sektor-result.json\n"), Name).named, 1);
    EXPECT_EQ(
        readAttachmentListing(QStringLiteral("2 embedded files\n1: notes.txt\n2: sektor-result.json\n"), Name).named,
        1);
    EXPECT_EQ(readAttachmentListing(QStringLiteral("0 embedded files\n"), Name).named, 0);
    EXPECT_EQ(
        readAttachmentListing(QStringLiteral("2 embedded files\n1: sektor-result.json\n2: sektor-result.json\n"), Name)
            .named,
        2);
}

TEST(AttachmentListing, WhatIsNotStrictlyItsFormIsNoListing)
{
    for (const QString &listing : {
             // A name with a newline: three lines for two files.
             QStringLiteral("2 embedded files\n1: a\n2: sektor-result.json\n2: b\n"),
             // The count says one file, two are listed (or the other way round).
             QStringLiteral("1 embedded files\n1: x\n2: sektor-result.json\n"),
             QStringLiteral("3 embedded files\n1: sektor-result.json\n"),
             // Lines out of turn, a number twice.
             QStringLiteral("2 embedded files\n2: sektor-result.json\n1: x\n"),
             QStringLiteral("2 embedded files\n1: x\n1: sektor-result.json\n"),
             // Control and format characters: a carriage return, an escape, a right-to-left override.
             QStringLiteral("1 embedded files\n1: sektor-result.json\r\n"),
             QStringLiteral("1 embedded files\n1: sektor\x1b[2K-result.json\n"),
             QStringLiteral("1 embedded files\n1: nosj.tluser-rotkes\u202e\n"),
             // Not a listing at all.
             QString(),
             QStringLiteral("Syntax Error: Couldn't find trailer dictionary\n"),
         }) {
        const AttachmentListing read = readAttachmentListing(listing, Name);
        EXPECT_EQ(read.named, -1) << qPrintable(listing);
    }
}

TEST(AttachmentListing, FixedMutationsOfListingsNeverCountANameTwice)
{
    std::mt19937 random(54);
    const QByteArray seed = "2 embedded files\n1: notes.txt\n2: sektor-result.json\n";
    const QByteArray alphabet = QByteArray("\n\r:0123456789 ") + char(0) + "\x1b" + "sektor-result.json";
    for (int i = 0; i < 20000; ++i) {
        QByteArray input = seed;
        for (int edits = 1 + int(random() % 4); edits > 0; --edits) {
            const qsizetype at = qsizetype(random() % quint32(input.size() + 1));
            switch (random() % 3) {
            case 0:
                input.insert(at, alphabet.at(qsizetype(random() % quint32(alphabet.size()))));
                break;
            case 1:
                input.remove(at, 1 + qsizetype(random() % 8));
                break;
            default:
                input.insert(at, input.mid(qsizetype(random() % quint32(input.size())), 24));
                break;
            }
        }
        const AttachmentListing read = readAttachmentListing(QString::fromUtf8(input), Name);
        ASSERT_LE(read.named, 2) << input.toStdString();
        if (read.named >= 0) {
            ASSERT_FALSE(QString::fromUtf8(input).contains(QLatin1Char('\r'))) << input.toStdString();
        }
    }
}
