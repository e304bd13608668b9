// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/atapassthrough.h"

#include <cerrno>
#include <utility>

#include <scsi/sg.h>
#include <sys/ioctl.h>

namespace Sektor::Conditions {

namespace {
constexpr std::uint8_t AtaPassThrough16 = 0x85;
// SAT-4 table "PROTOCOL field": what the command does with data.
constexpr std::uint8_t NonData = 3;
constexpr std::uint8_t PioDataIn = 4;
// Byte 2: CK_COND (answer with the registers), T_DIR (from the device), BYT_BLOK (blocks), T_LENGTH 2 (in COUNT).
constexpr std::uint8_t CheckCondition = 0x20;
constexpr std::uint8_t FromDevice = 0x08;
constexpr std::uint8_t InBlocks = 0x04;
constexpr std::uint8_t LengthInCount = 0x02;
constexpr qsizetype BlockBytes = 512;

constexpr std::uint8_t StatusGood = 0x00;
constexpr std::uint8_t StatusCheckCondition = 0x02;
constexpr std::uint8_t SenseRecoveredError = 0x01;
constexpr std::uint8_t SenseIllegalRequest = 0x05;
constexpr std::uint8_t AtaStatusReturnDescriptor = 0x09;
constexpr std::uint8_t AtaStatusError = 0x01;
// ASC/ASCQ 00h/1Dh: ATA PASS-THROUGH INFORMATION AVAILABLE, the answer to CK_COND.
constexpr std::uint8_t AscInformationAvailable = 0x00;
constexpr std::uint8_t AscqInformationAvailable = 0x1D;
constexpr unsigned TimeoutMs = 5000;
constexpr int SenseBytes = 64;

std::uint8_t at(const QByteArray &bytes, qsizetype i)
{
    return i < bytes.size() ? std::uint8_t(bytes[i]) : 0;
}

// The ATA Status Return descriptor of descriptor-format sense, or -1 (SPC-5 4.4.2: descriptors after byte 8, each
// a code and the length of the rest).
qsizetype statusReturnDescriptor(const QByteArray &sense)
{
    const qsizetype end = std::min<qsizetype>(sense.size(), 8 + qsizetype(at(sense, 7)));
    for (qsizetype d = 8; d + 1 < end; d += 2 + qsizetype(at(sense, d + 1))) {
        if (at(sense, d) == AtaStatusReturnDescriptor && d + 14 <= end)
            return d;
    }
    return -1;
}
} // namespace

AtaAnswer decodeAtaAnswer(const ScsiAnswer &scsi)
{
    AtaAnswer answer;
    if (scsi.transportFailed) {
        answer.error = EIO;
        return answer;
    }
    if (scsi.status == StatusGood) {
        answer.passedThrough = true;
        return answer;
    }
    if (scsi.status != StatusCheckCondition || scsi.sense.isEmpty()) {
        answer.error = EIO;
        return answer;
    }
    const QByteArray &s = scsi.sense;
    const std::uint8_t response = at(s, 0) & 0x7F;
    const bool descriptor = response == 0x72 || response == 0x73;
    if (!descriptor && response != 0x70 && response != 0x71) {
        answer.error = EIO;
        return answer;
    }
    const std::uint8_t key = (descriptor ? at(s, 1) : at(s, 2)) & 0x0F;
    const std::uint8_t asc = descriptor ? at(s, 2) : at(s, 12);
    const std::uint8_t ascq = descriptor ? at(s, 3) : at(s, 13);
    if (key == SenseIllegalRequest)
        return answer; // not passed through: no ATA device behind it
    answer.passedThrough = true;
    AtaRegisters &r = answer.registers;
    if (descriptor) {
        if (const qsizetype d = statusReturnDescriptor(s); d >= 0) {
            r.features = at(s, d + 3);
            r.count = at(s, d + 5);
            r.lbaLow = at(s, d + 7);
            r.lbaMid = at(s, d + 9);
            r.lbaHigh = at(s, d + 11);
            r.device = at(s, d + 12);
            r.status = at(s, d + 13);
            answer.registersKnown = true;
        }
    } else {
        // libata's fixed format (D_SENSE off): error, status, device, count in the information field, the LBA in
        // the command-specific information field.
        r.features = at(s, 3);
        r.status = at(s, 4);
        r.device = at(s, 5);
        r.count = at(s, 6);
        r.lbaLow = at(s, 9);
        r.lbaMid = at(s, 10);
        r.lbaHigh = at(s, 11);
        answer.registersKnown = true;
    }
    const bool information
        = key == SenseRecoveredError && asc == AscInformationAvailable && ascq == AscqInformationAvailable;
    answer.failed = !information || (answer.registersKnown && (r.status & AtaStatusError));
    return answer;
}

SgIoAtaTransport::SgIoAtaTransport(UniqueFd device)
    : m_device(std::move(device))
{ }

std::array<std::uint8_t, 16> SgIoAtaTransport::cdb(const AtaRegisters &c, qsizetype dataInBytes, bool checkCondition)
{
    std::array<std::uint8_t, 16> b {};
    b[0] = AtaPassThrough16;
    b[1] = std::uint8_t((dataInBytes > 0 ? PioDataIn : NonData) << 1);
    b[2] = std::uint8_t((checkCondition ? CheckCondition : 0)
                        | (dataInBytes > 0 ? FromDevice | InBlocks | LengthInCount : 0));
    b[4] = c.features;
    b[6] = c.count;
    b[8] = c.lbaLow;
    b[10] = c.lbaMid;
    b[12] = c.lbaHigh;
    b[13] = c.device;
    b[14] = c.command;
    return b;
}

AtaAnswer SgIoAtaTransport::send(const AtaRegisters &command, QByteArray *dataIn, bool checkCondition)
{
    AtaAnswer refused;
    if (!m_device.isValid()) {
        refused.error = EBADF;
        return refused;
    }
    const qsizetype bytes = dataIn ? dataIn->size() : 0;
    if (bytes % BlockBytes != 0 || bytes / BlockBytes > 255) {
        refused.error = EINVAL;
        return refused;
    }
    AtaRegisters registers = command;
    if (bytes > 0)
        registers.count = std::uint8_t(bytes / BlockBytes);
    std::array<std::uint8_t, 16> block = cdb(registers, bytes, checkCondition);
    std::array<unsigned char, SenseBytes> sense {};
    sg_io_hdr_t io {};
    io.interface_id = 'S';
    io.cmdp = block.data();
    io.cmd_len = std::uint8_t(block.size());
    io.dxfer_direction = bytes > 0 ? SG_DXFER_FROM_DEV : SG_DXFER_NONE;
    io.dxferp = bytes > 0 ? dataIn->data() : nullptr;
    io.dxfer_len = unsigned(bytes);
    io.sbp = sense.data();
    io.mx_sb_len = std::uint8_t(sense.size());
    io.timeout = TimeoutMs;
    if (::ioctl(m_device.get(), SG_IO, &io) != 0) {
        refused.error = errno;
        return refused;
    }
    ScsiAnswer scsi;
    scsi.status = io.status;
    // DRIVER_SENSE (08h) only says sense data came with the answer.
    scsi.transportFailed = io.host_status != 0 || (io.driver_status & ~0x08) != 0;
    scsi.sense = QByteArray(reinterpret_cast<const char *>(sense.data()), io.sb_len_wr);
    return decodeAtaAnswer(scsi);
}

} // namespace Sektor::Conditions
