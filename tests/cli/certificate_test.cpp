// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Certificates anyone can verify, end to end: `sektor-cli report --sign-key` signs them as OpenSSH's ssh-keygen checks
// signatures, `sektor-cli certificate verify` calls them authentic only when a trusted key signed them, consistent when
// nothing says who made them, and refuses them touched (a flipped byte, a result changed and a certificate made again
// from it), each with its exit code; its tools are stopped with it and leave nothing behind. A signature
// is never written through a link or a file someone planted at its name. No root, no devices: seconds in all.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <thread>

using namespace Sektor::Test;

namespace {
constexpr int ExitUsage = 2;
constexpr int ExitTampered = 23;
constexpr int ExitNotACertificate = 24;
constexpr int ExitCannotCheck = 25;
constexpr int ExitNotAuthenticated = 26;

std::string contentOf(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

void writeFile(const std::string &path, const std::string &bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

// The drive certificate a report wrote into @p folder (not the batch's summary); empty when there is none.
std::string certificateIn(const std::string &folder)
{
    for (const auto &entry : std::filesystem::directory_iterator(folder)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".pdf" && name.rfind("batch_", 0) != 0)
            return entry.path().string();
    }
    return {};
}

// @p object with every rate in it (bytesPerSecond, iops) times @p factor: the figures an attacker would raise.
QJsonObject scaled(const QJsonObject &object, double factor)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        QJsonValue value = it.value();
        if (value.isObject()) {
            value = scaled(value.toObject(), factor);
        } else if (value.isArray()) {
            QJsonArray items;
            for (const QJsonValue item : value.toArray())
                items.append(item.isObject() ? QJsonValue(scaled(item.toObject(), factor)) : item);
            value = items;
        } else if (it.key() == QLatin1String("bytesPerSecond") || it.key() == QLatin1String("iops")) {
            value = value.toDouble() * factor;
        }
        out.insert(it.key(), value);
    }
    return out;
}

class CliCertificate : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // ssh-keygen's agent is not asked: the tests' keys are files.
        ::unsetenv("SSH_AUTH_SOCK");
        // No trust file of this machine's or account's counts: the tests' own, when they put one there.
        ::setenv("XDG_CONFIG_HOME", config.path().c_str(), 1);
        ::setenv("XDG_CONFIG_DIRS", config.file("system").c_str(), 1);
        key = keys.file("workshop");
        ASSERT_EQ(
            runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "tech@workshop", "-f", key}).exitCode, 0);
        allowedSigners = keys.file("allowed_signers");
        const std::string publicKey = contentOf(key + ".pub");
        // "principal key-type base64": the key's comment left out.
        writeFile(allowedSigners, "tech@workshop " + publicKey.substr(0, publicKey.rfind(' ')) + "\n");
    }

    // A certificate of @p result signed with @p signKey (none when empty) in a folder of its own.
    std::string certificateOf(const std::string &result, const std::string &signKey)
    {
        folders.push_back(std::make_unique<TempDir>());
        std::vector<std::string> args {"report", "--report-dir", folders.back()->path()};
        if (!signKey.empty())
            args.insert(args.end(), {"--sign-key", signKey});
        args.push_back(result);
        const CommandResult r = runCli(args);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return certificateIn(folders.back()->path());
    }

    const std::string good = std::string(SEKTOR_TEST_DATA_DIR) + "/result-written-2026-11-24.json";
    TempDir keys;
    TempDir config;
    std::string key;
    std::string allowedSigners;
    std::vector<std::unique_ptr<TempDir>> folders;
};
} // namespace

TEST_F(CliCertificate, ASignedCertificateIsCheckedBySshKeygenAndIsAuthenticWithATrustedKeyOnly)
{
    const std::string pdf = certificateOf(good, key);
    ASSERT_FALSE(pdf.empty());
    const std::string sig = pdf + ".sig";
    EXPECT_EQ(contentOf(sig).rfind("-----BEGIN SSH SIGNATURE-----\n", 0), 0u) << contentOf(sig);

    // OpenSSH itself, over the PDF's bytes on its standard input.
    const std::string check = "ssh-keygen -Y check-novalidate -n sektor-certificate -s '" + sig + "' < '" + pdf + "'";
    EXPECT_EQ(run({"sh", "-c", check}).exitCode, 0);
    const std::string verify = "ssh-keygen -Y verify -f '" + allowedSigners
        + "' -I tech@workshop -n sektor-certificate -s '" + sig + "' < '" + pdf + "'";
    const CommandResult sshVerify = run({"sh", "-c", verify});
    EXPECT_EQ(sshVerify.exitCode, 0) << sshVerify.err;
    EXPECT_NE(sshVerify.out.find("Good \"sektor-certificate\" signature for tech@workshop"), std::string::npos);
    const std::string otherNamespace = "ssh-keygen -Y check-novalidate -n git -s '" + sig + "' < '" + pdf + "'";
    EXPECT_NE(run({"sh", "-c", otherNamespace}).exitCode, 0) << "a certificate's signature is not a git commit's";

    const CommandResult r = runCli({"certificate", "verify", "--allowed-signers", allowedSigners, pdf});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    for (const char *line : {"ok  The PDF carries the test's result: sektor-result.json",
                             "ok  Its SHA-256 is the one printed on page 1: ",
                             "ok  The 6 figures of its results grid are the ones printed there, row by row",
                             "by tech@workshop (ED25519 SHA256:",
                             ": authentic: made by tech@workshop.\n"})
        EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;

    // Without a list of trusted keys, a good signature says whose key made it, and nothing of who holds it.
    const CommandResult anyKey = runCli({"certificate", "verify", pdf});
    EXPECT_EQ(anyKey.exitCode, ExitNotAuthenticated) << anyKey.out;
    EXPECT_NE(anyKey.out.find("by the key ED25519 SHA256:"), std::string::npos) << anyKey.out;
    EXPECT_NE(anyKey.out.find("no list of trusted keys is given or installed"), std::string::npos) << anyKey.out;
    EXPECT_NE(anyKey.out.find("NOT AUTHENTICATED"), std::string::npos) << anyKey.out;

    // The user's own trust file does what --allowed-signers does.
    std::filesystem::create_directories(config.file("sektor"));
    writeFile(config.file("sektor/allowed_signers"), contentOf(allowedSigners));
    EXPECT_EQ(runCli({"certificate", "verify", pdf}).exitCode, 0);
    std::filesystem::remove(config.file("sektor/allowed_signers"));

    const CommandResult json = runCli({"certificate", "verify", "--json", "--allowed-signers", allowedSigners, pdf});
    ASSERT_EQ(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object();
    EXPECT_EQ(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("authentic"));
    EXPECT_EQ(o.value(QStringLiteral("trustFile")).toString().toStdString(), allowedSigners);
    EXPECT_EQ(o.value(QStringLiteral("signer")).toString(), QStringLiteral("tech@workshop"));
    EXPECT_EQ(o.value(QStringLiteral("sha256")).toString().size(), 64);
    EXPECT_EQ(o.value(QStringLiteral("checks")).toArray().size(), 4);
}

// An unsigned certificate, which anyone can make from an invented result, was "verified".
TEST_F(CliCertificate, AnUnsignedCertificateIsConsistentButNotAuthenticated)
{
    const std::string pdf = certificateOf(good, {});
    const CommandResult r = runCli({"certificate", "verify", pdf});
    EXPECT_EQ(r.exitCode, ExitNotAuthenticated) << r.out;
    EXPECT_NE(r.out.find("not checked  Not signed: there is no"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(": consistent, but NOT AUTHENTICATED"), std::string::npos) << r.out;
    EXPECT_EQ(runCli({"certificate", "verify", "--allowed-signers", allowedSigners, pdf}).exitCode,
              ExitNotAuthenticated);
    const CommandResult json = runCli({"certificate", "verify", "--json", pdf});
    EXPECT_EQ(QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object().value(QStringLiteral("verdict")),
              QStringLiteral("consistent"));
}

TEST_F(CliCertificate, AKeyWithAPassphraseIsRefusedAtOnceWithoutAPrompt)
{
    const std::string locked = keys.file("locked");
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "secret", "-f", locked}).exitCode, 0);
    TempDir out;
    // Standard input is a terminal's stand-in that never answers: no prompt may wait on it.
    const CommandResult report = runCli({"report", "--report-dir", out.path(), "--sign-key", locked, good});
    EXPECT_TRUE(failedWith(report, ExitUsage, locked));
    EXPECT_NE(report.err.find("is protected by a passphrase"), std::string::npos) << report.err;
    EXPECT_EQ(listDirectory(out.path()), "") << "nothing written before the key is known to sign";

    const CommandResult batch = runCli({"batch", "--report-dir", out.path(), "--sign-key", locked, out.path()});
    EXPECT_TRUE(failedWith(batch, ExitUsage, locked)) << "refused before any drive runs";
    EXPECT_TRUE(failedWith(runCli({"report", "--sign-key", key, good}), ExitUsage, ""))
        << "--sign-key needs --report-dir";
    EXPECT_TRUE(failedWith(runCli({"report", "--report-dir", out.path(), "--sign-key", keys.file("none"), good}),
                           ExitUsage,
                           keys.file("none")));
}

TEST_F(CliCertificate, OneFlippedByteAnywhereInASignedCertificateFailsIt)
{
    const std::string pdf = certificateOf(good, key);
    const std::string original = contentOf(pdf);
    ASSERT_GT(original.size(), 1000u);
    // The header, QPdfWriter's pages and fonts, the attached result's stream, the update's catalog and trailer.
    const std::size_t attachment = original.rfind("/Type /EmbeddedFile");
    const std::size_t catalog = original.rfind("/Type /Catalog");
    for (const std::size_t at : {std::size_t(5),
                                 original.size() / 3,
                                 original.size() / 2,
                                 attachment + 300,
                                 catalog + 2,
                                 original.size() - 10}) {
        SCOPED_TRACE(at);
        std::string flipped = original;
        flipped[at] = char(flipped[at] ^ 0x01);
        writeFile(pdf, flipped);
        const CommandResult r = runCli({"certificate", "verify", "--allowed-signers", allowedSigners, pdf});
        EXPECT_EQ(r.exitCode, ExitTampered) << r.out << r.err;
        EXPECT_NE(r.out.find("is not a good signature of these bytes"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("TAMPERED"), std::string::npos) << r.out;
    }
    writeFile(pdf, original);
    EXPECT_EQ(runCli({"certificate", "verify", "--allowed-signers", allowedSigners, pdf}).exitCode, 0)
        << "the bytes put back verify again";
}

TEST_F(CliCertificate, ACertificateMadeAgainFromAChangedResultHasNoValidSignature)
{
    const std::string pdf = certificateOf(good, key);
    // The attacker raises a figure in the result file and makes the certificate again: its hash and figures agree
    // with its page, but it cannot carry the workshop's signature.
    const QJsonObject faster
        = scaled(QJsonDocument::fromJson(QByteArray::fromStdString(contentOf(good))).object(), 1.25);
    TempDir attacker;
    writeFile(attacker.file("changed.json"), QJsonDocument(faster).toJson().toStdString());
    const std::string forged = certificateOf(attacker.file("changed.json"), {});
    ASSERT_FALSE(forged.empty());
    const CommandResult itself = runCli({"certificate", "verify", "--json", forged});
    EXPECT_EQ(itself.exitCode, ExitNotAuthenticated) << "unsigned, it is consistent in itself: " << itself.out;
    EXPECT_NE(QJsonDocument::fromJson(QByteArray::fromStdString(itself.out)).object().value(QStringLiteral("sha256")),
              QJsonDocument::fromJson(QByteArray::fromStdString(runCli({"certificate", "verify", "--json", pdf}).out))
                  .object()
                  .value(QStringLiteral("sha256")))
        << "another result";

    // With the workshop's signature copied beside it: a signature of other bytes.
    writeFile(forged + ".sig", contentOf(pdf + ".sig"));
    const CommandResult copied = runCli({"certificate", "verify", "--allowed-signers", allowedSigners, forged});
    EXPECT_EQ(copied.exitCode, ExitTampered) << copied.out;
    // Signed with the attacker's own key: a good signature, but not by a key the customer trusts.
    const std::string own = attacker.file("own");
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", own}).exitCode, 0);
    std::filesystem::remove(forged + ".sig");
    ASSERT_EQ(runChecked({"ssh-keygen", "-Y", "sign", "-n", "sektor-certificate", "-f", own, forged}).exitCode, 0);
    const CommandResult signedByOther = runCli({"certificate", "verify", "--allowed-signers", allowedSigners, forged});
    EXPECT_EQ(signedByOther.exitCode, ExitNotAuthenticated) << signedByOther.out;
    EXPECT_NE(signedByOther.out.find("which none of the trusted keys"), std::string::npos) << signedByOther.out;
    // Not signed at all.
    std::filesystem::remove(forged + ".sig");
    EXPECT_EQ(runCli({"certificate", "verify", "--allowed-signers", allowedSigners, forged}).exitCode,
              ExitNotAuthenticated);
}

TEST_F(CliCertificate, WhatIsNoCertificateOrCannotBeCheckedSaysSo)
{
    TempDir folder;
    ASSERT_EQ(runCli({"report", "--report-dir", folder.path(), good}).exitCode, 0);
    std::string summary;
    for (const auto &entry : std::filesystem::directory_iterator(folder.path()))
        if (entry.path().filename().string().rfind("batch_", 0) == 0 && entry.path().extension() == ".pdf")
            summary = entry.path().string();
    ASSERT_FALSE(summary.empty());
    const CommandResult noAttachment = runCli({"certificate", "verify", summary});
    EXPECT_EQ(noAttachment.exitCode, ExitNotACertificate) << noAttachment.out;
    EXPECT_NE(noAttachment.out.find("carries no attached sektor-result.json"), std::string::npos) << noAttachment.out;
    EXPECT_EQ(runCli({"certificate", "verify", good}).exitCode, ExitNotACertificate) << "a JSON file is no PDF";

    EXPECT_EQ(runCli({"certificate", "verify", folder.file("missing.pdf")}).exitCode, ExitCannotCheck);
    // Without poppler's programs on the PATH.
    const std::string pdf = certificateOf(good, {});
    const CommandResult noTools = run({"env", "PATH=" + folder.path(), cliPath(), "certificate", "verify", pdf});
    EXPECT_EQ(noTools.exitCode, ExitCannotCheck) << noTools.out << noTools.err;
    EXPECT_NE(noTools.out.find("pdfdetach (package poppler-utils) is not installed"), std::string::npos) << noTools.out;

    EXPECT_TRUE(failedWith(runCli({"certificate", "verify"}), ExitUsage, ""));
    EXPECT_TRUE(failedWith(runCli({"certificate", "check", pdf}), ExitUsage, ""));
}

namespace {
// The report name the result file gives its certificate: what a neighbour in a shared report folder can foresee.
std::string reportStemOf(const std::string &folder, const std::string &result)
{
    TempDir probe;
    EXPECT_EQ(runCli({"report", "--report-dir", probe.path(), result}).exitCode, 0);
    const std::string pdf = certificateIn(probe.path());
    const std::string name = std::filesystem::path(pdf).filename().string();
    return folder + "/" + name.substr(0, name.size() - 4);
}
} // namespace

// FILE.pdf.sig was not reserved with the report's files. ssh-keygen followed a dangling link planted
// there (root made a file of the attacker's choosing), and facing a planted file it asked "Overwrite (y/n)?", read no
// answer and exited 0 without signing, while Sektor said "Signed it" and the attacker's own signature stayed there.
TEST_F(CliCertificate, ALinkOrAFilePlantedWhereTheSignatureGoesIsNeitherFollowedNorKept)
{
    TempDir shared;
    const std::string stem = reportStemOf(shared.path(), good);
    const std::string victim = shared.file("victim-file");
    std::filesystem::create_symlink(victim, stem + ".pdf.sig");
    const CommandResult linked = runCli({"report", "--report-dir", shared.path(), "--sign-key", key, good});
    EXPECT_EQ(linked.exitCode, 0) << linked.err;
    EXPECT_FALSE(std::filesystem::exists(victim)) << "the link was not followed";
    EXPECT_FALSE(std::filesystem::exists(stem + ".pdf")) << "the name was taken: the report went under another";
    const std::string second = stem + "-2.pdf";
    ASSERT_TRUE(std::filesystem::exists(second)) << listDirectory(shared.path());
    EXPECT_EQ(runCli({"certificate", "verify", "--allowed-signers", allowedSigners, second}).exitCode, 0);

    // A planted regular file (an attacker's own signature, waiting) is left as it is, and never taken as ours.
    TempDir other;
    const std::string otherStem = reportStemOf(other.path(), good);
    writeFile(otherStem + ".pdf.sig", "planted\n");
    const CommandResult planted = runCli({"report", "--report-dir", other.path(), "--sign-key", key, good});
    EXPECT_EQ(planted.exitCode, 0) << planted.err;
    EXPECT_EQ(contentOf(otherStem + ".pdf.sig"), "planted\n");
    EXPECT_NE((planted.out + planted.err).find("Signed it: " + otherStem + "-2.pdf.sig"), std::string::npos)
        << planted.out << planted.err;
    EXPECT_EQ(runCli({"certificate", "verify", "--allowed-signers", allowedSigners, otherStem + "-2.pdf"}).exitCode, 0);
}

// "Signed" is said only of a signature that checks with the key's public half: an ssh-keygen that exits 0 and gives no
// signature, or another's, leaves the report unsigned, with no .sig, and says why.
TEST_F(CliCertificate, ASignatureThatDoesNotCheckWithTheKeyIsNotKept)
{
    TempDir bin;
    const std::string fake = bin.file("ssh-keygen");
    writeFile(fake,
              "#!/bin/sh\n"
              "case \"$*\" in *'-Y sign'*) cat >/dev/null; printf 'not a signature\\n'; exit 0;; esac\n"
              "exec /usr/bin/ssh-keygen \"$@\"\n");
    std::filesystem::permissions(fake, std::filesystem::perms::owner_all);
    TempDir out;
    const CommandResult r = run({"env",
                                 "PATH=" + bin.path() + ":/usr/bin:/bin",
                                 cliPath(),
                                 "report",
                                 "--report-dir",
                                 out.path(),
                                 "--sign-key",
                                 key,
                                 good});
    EXPECT_NE(r.exitCode, 0) << r.out;
    EXPECT_NE(r.err.find("does not check with the key"), std::string::npos) << r.err;
    EXPECT_EQ((r.out + r.err).find("Signed it"), std::string::npos) << r.out << r.err;
    const std::string pdf = certificateIn(out.path());
    ASSERT_FALSE(pdf.empty()) << "the report stays, unsigned";
    EXPECT_FALSE(std::filesystem::exists(pdf + ".sig")) << listDirectory(out.path());
}

// A kill during the check left its temporary folder and an orphaned pdfdetach writing on. Here a
// pdfdetach that takes its time stands in for one busy with a hostile PDF.
TEST_F(CliCertificate, AStoppedCheckStopsItsToolsAndLeavesNothingBehind)
{
    const std::string pdf = certificateOf(good, {});
    TempDir bin;
    const std::string fake = bin.file("pdfdetach");
    const std::string marker = bin.file("detach-running");
    writeFile(fake,
              "#!/bin/sh\n"
              "case \"$*\" in *-list*) printf '1 embedded files\\n1: sektor-result.json\\n'; exit 0;; esac\n"
              "echo $$ > '"
                  + marker
                  + "'\n"
                    "exec sleep 60\n");
    std::filesystem::permissions(fake, std::filesystem::perms::owner_all);
    for (const int signal : {SIGTERM, SIGINT, SIGKILL}) {
        SCOPED_TRACE(signal);
        std::filesystem::remove(marker);
        TempDir temp;
        // The child takes this process's environment as it starts.
        const std::string path = std::getenv("PATH") ? std::getenv("PATH") : "/usr/bin:/bin";
        ::setenv("PATH", (bin.path() + ":" + path).c_str(), 1);
        ::setenv("TMPDIR", temp.path().c_str(), 1);
        BackgroundCli cli({"certificate", "verify", pdf});
        ::setenv("PATH", path.c_str(), 1);
        ::unsetenv("TMPDIR");
        ASSERT_TRUE(cli.started());
        for (int i = 0; i < 200 && !std::filesystem::exists(marker); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(25));
        ASSERT_TRUE(std::filesystem::exists(marker)) << cli.err();
        const pid_t detach = pid_t(std::stol(contentOf(marker)));
        ASSERT_EQ(::kill(pid_t(cli.pid()), signal), 0);
        const std::optional<int> exitCode = cli.waitForExit(std::chrono::seconds(5));
        if (signal != SIGKILL) {
            EXPECT_EQ(exitCode, std::optional<int>(128 + signal)) << cli.err();
        }
        bool gone = false;
        for (int i = 0; i < 100 && !gone; ++i) {
            gone = ::kill(detach, 0) != 0;
            if (!gone)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        EXPECT_TRUE(gone) << "pdfdetach " << detach << " outlived the check";
        EXPECT_EQ(listDirectory(temp.path()), "") << "nothing left in TMPDIR";
    }
}

// A report half written is removed whole (reportfiles.cpp): on a filesystem that takes the certificate's PDF and HTML
// but not its JSON, none of the three stays, the two written and closed before the full disk among them.
TEST_F(CliCertificate, AReportThatCannotBeWrittenWholeLeavesNoneOfItsFiles)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir point;
    // 100 KiB: room for the PDF (54 KB) and the HTML (27 KB), not for the JSON (38 KB) after them.
    const Mount small("tmpfs", point.path(), "tmpfs", "size=100k", false);
    ASSERT_TRUE(small.ok()) << small.error();
    const CommandResult r = runCli({"report", "--report-dir", point.path(), "--sign-key", key, good});
    EXPECT_NE(r.exitCode, 0) << r.out << r.err;
    EXPECT_NE(r.err.find("Could not write " + point.path()), std::string::npos) << r.err;
    for (const auto &entry : std::filesystem::directory_iterator(point.path()))
        EXPECT_EQ(entry.path().filename().string().rfind("batch_", 0), 0u)
            << "a drive report's file stayed: " << listDirectory(point.path());
}
